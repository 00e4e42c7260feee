import type { Currency } from '@somo/contract/settings';

export type DemoLesson = { title: string; content: string; videoUrl?: string };
export type DemoCourse = {
  title: string;
  description: string;
  language: string;
  price: number;
  currency: Currency;
  isPublished: boolean;
  /** The demo student starts enrolled in these. */
  demoStudentEnrolled?: boolean;
  lessons: DemoLesson[];
};

export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Introduction to Python Programming',
    description:
      'Learn to write real programs in Python from the very first line: variables, decisions, loops, functions and lists, with small projects you can run on any computer or phone.',
    language: 'en',
    price: 0,
    currency: 'UGX',
    isPublished: true,
    demoStudentEnrolled: true,
    lessons: [
      {
        title: 'What is programming?',
        videoUrl: 'https://www.youtube.com/watch?v=zOjov-2OZ0E',
        content:
          'A program is a list of instructions that a computer follows exactly. Programming is the skill of writing those instructions clearly enough that a machine can carry them out.\n\nPython is a popular first language because its instructions read almost like English. It is used for websites, data analysis, science, automation and teaching.\n\nIn this course you will write small programs, run them, read the error messages they produce and fix them. Making mistakes is a normal part of programming: every error message is a clue.',
      },
      {
        title: 'Variables and data types',
        videoUrl: 'https://www.youtube.com/watch?v=kqtD5dpn9C8',
        content:
          'A variable is a name that refers to a value. You create one with the equals sign: `price = 2500` stores the number 2500 under the name `price`.\n\n## Basic data types\n\n- **Integers** are whole numbers such as `42`.\n- **Floats** are numbers with a decimal point such as `3.5`.\n- **Strings** are text written between quotes, such as `"Kampala"`.\n- **Booleans** are the two values `True` and `False`.\n\nYou can ask Python for the type of any value with the `type()` function. Choosing good variable names, such as `total_students` instead of `x`, makes programs much easier to read.',
      },
      {
        title: 'Making decisions with if statements',
        content:
          'Programs often need to choose between actions. The if statement runs a block of code only when a condition is True.\n\nFor example: if score >= 50: print("Pass") else: print("Try again"). The indented lines belong to each branch. Python uses indentation, usually four spaces, to show which lines belong together.\n\nComparison operators are == (equal), != (not equal), <, >, <= and >=. Conditions can be combined with and, or and not.',
      },
      {
        title: 'Repeating work with loops',
        videoUrl: 'https://www.youtube.com/watch?v=rfscVS0vtbw',
        content:
          'A loop repeats a block of code. The for loop goes through each item of a sequence: for name in ["Amina", "Okello", "Wanjiru"]: print(name).\n\nThe range() function produces a sequence of numbers, so for i in range(5) repeats five times with i from 0 to 4.\n\nThe while loop repeats as long as a condition stays True. Make sure something inside the loop eventually makes the condition False, or the loop will never end.',
      },
      {
        title: 'Functions',
        content:
          'A function is a named block of code that you can use again and again. You define one with def: def greet(name): return "Hello, " + name.\n\nValues passed to a function are called arguments. The return statement sends a result back to the caller.\n\nBreaking a program into small functions, each doing one job, makes it easier to test, to read and to change later.',
      },
    ],
  },
  {
    title: 'Digital Literacy for Teachers',
    description:
      'Practical computer and internet skills for the classroom: organising files, writing and sharing documents, safe online habits and using a learning platform with your students.',
    language: 'en',
    price: 0,
    currency: 'UGX',
    isPublished: true,
    demoStudentEnrolled: true,
    lessons: [
      {
        title: 'Files and folders',
        content:
          'Every document you create is saved as a file, and files are kept in folders. A clear folder structure, for example one folder per class and term, saves time when you need to find a lesson plan quickly.\n\nGive files names that describe their content and date, such as "S2-Biology-Term1-Week3.docx". Avoid names like "document1".\n\nKeep a backup copy of important files on a second device or in cloud storage, so a lost phone or a broken laptop does not mean lost work.',
      },
      {
        title: 'Writing and sharing documents',
        content:
          "A word processor lets you write, format and print documents. Use headings for structure, bullet lists for steps, and tables for marks or timetables.\n\nDocuments can be shared as attachments or as links. A link lets several colleagues work on the same copy instead of e-mailing versions back and forth.\n\nBefore sharing, check who can view or edit the document, especially when it contains learners' personal information.",
      },
      {
        title: 'Staying safe online',
        content:
          'Use a different, long password for each important account, and turn on two-step verification where it is offered.\n\nBe careful with messages that ask you to act urgently, to pay money, or to share a code sent to your phone. These are common signs of fraud.\n\nTeach learners the same habits: think before clicking, never share passwords, and tell an adult when something online feels wrong.',
      },
      {
        title: 'Teaching with a learning platform',
        content:
          'A learning platform lets you publish lessons, set assessments and talk with learners outside class time.\n\nShort lessons with one clear goal each work best on phones. Add a short video or picture where it helps understanding.\n\nUse the course forum for questions that help everyone, and private messages for personal matters. Check progress pages regularly to see who needs support.',
      },
    ],
  },
  {
    title: 'Kiswahili for Beginners',
    description:
      'Greet people, introduce yourself, count, shop at the market and find your way around town in Kiswahili, the language spoken by over 100 million people across East Africa.',
    language: 'en',
    price: 0,
    currency: 'UGX',
    isPublished: true,
    lessons: [
      {
        title: 'Greetings: Jambo and Habari',
        content:
          'Greetings matter in East Africa. "Jambo" is a friendly hello, often used with visitors. Among speakers, "Habari?" (What news?) is more common, answered with "Nzuri" (Good).\n\nTo greet an elder respectfully, say "Shikamoo". The reply is "Marahaba".\n\n"Asante" means thank you, and "Asante sana" means thank you very much. "Karibu" means welcome, and is also said when offering something.',
      },
      {
        title: 'Introducing yourself',
        content:
          '"Jina langu ni Amina" means "My name is Amina". To ask someone\'s name, say "Jina lako nani?"\n\n"Ninatoka Uganda" means "I come from Uganda". "Ninaishi Kampala" means "I live in Kampala".\n\n"Ninafurahi kukutana nawe" means "I am happy to meet you".',
      },
      {
        title: 'Numbers one to twenty',
        content:
          'Moja (1), mbili (2), tatu (3), nne (4), tano (5), sita (6), saba (7), nane (8), tisa (9), kumi (10).\n\nNumbers from eleven to nineteen are made with "na" (and): kumi na moja (11), kumi na mbili (12), up to kumi na tisa (19). Twenty is ishirini.\n\nPractise by counting objects around you aloud every day.',
      },
      {
        title: 'At the market',
        content:
          '"Bei gani?" means "What is the price?". "Ni ghali sana" means "It is very expensive", useful when bargaining.\n\n"Nataka..." means "I want...", for example "Nataka ndizi tano" (I want five bananas).\n\nEnd politely with "Asante, kwaheri" (Thank you, goodbye).',
      },
    ],
  },
  {
    title: 'Smart Farming: Modern Agriculture Techniques',
    description:
      'Raise yields and income on a small farm with soil testing, improved seed, drip irrigation, integrated pest management and simple record keeping.',
    language: 'en',
    price: 50000,
    currency: 'UGX',
    isPublished: true,
    lessons: [
      {
        title: 'Knowing your soil',
        content:
          'Healthy soil is the foundation of a good harvest. A soil test measures acidity (pH) and nutrients such as nitrogen, phosphorus and potassium.\n\nMost crops grow best at a pH between 6 and 7. Acid soils can be improved with agricultural lime.\n\nAdding compost and manure improves soil structure, helps it hold water and feeds the living organisms that keep soil fertile.',
      },
      {
        title: 'Choosing seed and planting',
        content:
          'Improved and certified seed varieties can resist drought and disease and give higher yields than saved seed.\n\nPlant at the start of the rains, at the spacing recommended for the variety. Crowded plants compete for light, water and nutrients.\n\nRotating crops, for example maize after beans, breaks pest cycles and lets legumes return nitrogen to the soil.',
      },
      {
        title: 'Water: drip irrigation and mulching',
        content:
          'Drip irrigation delivers water slowly to the roots through pipes with small holes, using far less water than flooding a field.\n\nMulch, a layer of dry grass or crop residue on the soil, keeps moisture in and weeds down.\n\nWater early in the morning or late in the afternoon, when less water is lost to evaporation.',
      },
      {
        title: 'Keeping farm records',
        content:
          'Write down what you spend on seed, fertiliser, labour and transport, and what you earn from each harvest.\n\nRecords show which crops are profitable and help when applying for a loan or joining a cooperative.\n\nA simple notebook works; a spreadsheet on a phone makes totals easier.',
      },
    ],
  },
  {
    title: 'Algebra Foundations',
    description:
      'Build confidence with expressions, equations and graphs. Step-by-step explanations and worked examples for secondary school learners and adults returning to mathematics.',
    language: 'en',
    price: 15,
    currency: 'USD',
    isPublished: true,
    lessons: [
      {
        title: 'Expressions and variables',
        content:
          'In algebra a letter such as x stands for a number we do not know yet. An expression combines numbers and letters, such as 3x + 2.\n\nTo evaluate an expression, replace the letter with a value: if x = 4, then 3x + 2 = 3 × 4 + 2 = 14.\n\nLike terms have the same letter part and can be added: 2x + 5x = 7x, but 2x + 5y cannot be simplified further.',
      },
      {
        title: 'Solving linear equations',
        content:
          'An equation says two expressions are equal, for example 2x + 3 = 11. Solving it means finding the value of x that makes it true.\n\nDo the same operation to both sides to keep the balance: subtract 3 from both sides to get 2x = 8, then divide both sides by 2 to get x = 4.\n\nAlways check your answer by putting it back into the original equation: 2 × 4 + 3 = 11.',
      },
      {
        title: 'Graphs of straight lines',
        content:
          'The equation y = mx + c describes a straight line. The number m is the gradient (how steep the line is) and c is where the line crosses the y-axis.\n\nTo draw the line, make a table of values: choose a few values of x, work out y, and plot the points.\n\nA positive gradient slopes upwards from left to right; a negative gradient slopes downwards.',
      },
    ],
  },
  {
    title: 'Financial Literacy and Mobile Money',
    description:
      'Manage money with confidence: budgeting, saving, borrowing wisely and using mobile money safely for personal and small-business finances.',
    language: 'en',
    price: 0,
    currency: 'UGX',
    isPublished: true,
    lessons: [
      {
        title: 'Making a budget',
        content:
          'A budget is a plan for your money. List your income, then your expenses: needs such as food, rent, school fees and transport first, then wants.\n\nA simple rule is to set aside part of every income for savings before spending on wants.\n\nReview your budget each month and adjust it. Small, regular changes add up.',
      },
      {
        title: 'Saving and savings groups',
        content:
          'Saving regularly, even small amounts, builds a cushion for emergencies and money for future goals.\n\nVillage savings and loan associations let members save together and borrow from the group at fair terms.\n\nMobile money savings accounts and bank accounts keep savings safer than cash at home.',
      },
      {
        title: 'Using mobile money safely',
        content:
          "Never share your mobile money PIN, not even with someone who says they work for the provider.\n\nBefore sending money, check the recipient's name shown on the confirmation screen.\n\nKeep transaction messages as records, and report any transaction you did not make to your provider at once.",
      },
    ],
  },
  {
    title: 'Business Plan Writing for Small Enterprises',
    description:
      'Turn an idea into a clear business plan that lenders and partners understand: market, costs, pricing, cash flow and growth.',
    language: 'en',
    price: 25,
    currency: 'USD',
    isPublished: false,
    lessons: [
      {
        title: 'Why write a business plan?',
        content:
          'A business plan describes what you will sell, to whom, how you will reach customers, and how the business will make money.\n\nIt helps you think through risks before spending money, and it is usually required when applying for a loan or grant.',
      },
      {
        title: 'Understanding your market',
        content:
          'Talk to potential customers before you start. Ask what they buy now, what they pay and what they wish were better.\n\nLook at competitors: their prices, their location and what customers like about them.',
      },
    ],
  },
];
