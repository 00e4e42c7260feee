import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowRight,
  BookOpenCheck,
  CheckCircle2,
  Clock,
  GraduationCap,
  Mail,
  MessagesSquare,
  PlayCircle,
  Sparkles,
  Timer,
} from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { FeaturedCourses } from '../components/featured-courses';

/** Spec 01 §2: fixed marketing figures ('10,000+', '98%', '4.8' in English), written the reader's way. */
const STATS = [
  { value: () => `${formatNumber(10_000)}+`, label: msg`Students` },
  { value: () => `${formatNumber(500)}+`, label: msg`Courses` },
  { value: () => `${formatNumber(50)}+`, label: msg`Instructors` },
  { value: () => formatNumber(0.98, { style: 'percent' }), label: msg`Success rate` },
  { value: () => formatNumber(4.8), label: msg`Average rating` },
];

const FEATURES = [
  {
    icon: GraduationCap,
    title: msg`Courses by real instructors`,
    text: msg`Structured lessons with text and video, built by instructors who answer your questions.`,
  },
  {
    icon: Clock,
    title: msg`Learn at your own pace`,
    text: msg`Self-paced and online: pick up where you left off on any device, whenever it suits you.`,
  },
  {
    icon: Timer,
    title: msg`Timed assessments`,
    text: msg`Check what you have learned with assessments that save your answers as you go.`,
  },
  {
    icon: MessagesSquare,
    title: msg`Course forums`,
    text: msg`Ask, answer and discuss with everyone taking the same course.`,
  },
  {
    icon: Mail,
    title: msg`Talk to your instructor`,
    text: msg`Send a message about a lesson and get help from the person who wrote it.`,
  },
  {
    icon: Sparkles,
    title: msg`AI study assistant`,
    text: msg`Get explanations drawn from your course material and turn any topic into flashcards.`,
  },
];

function HeroIllustration() {
  const { t } = useLingui();
  const doneLessons = [t`Collecting clean data`, t`Averages and spread`, t`Charts that tell a story`];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="absolute -inset-4 rounded-[2rem] bg-gradient-to-tr from-brand-200/60 via-brand-100/40 to-transparent blur-2xl" />
      <div className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-overlay">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-700 text-white">
            <BookOpenCheck className="size-5" />
          </span>
          <div>
            <p className="text-sm font-semibold text-slate-900">
              <Trans>Introduction to Data Analysis</Trans>
            </p>
            <p className="text-xs text-slate-500">
              <Trans>Lesson 4 of 8</Trans>
            </p>
          </div>
        </div>
        <div className="mt-5 h-2 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full w-3/5 rounded-full bg-brand-600" />
        </div>
        <ul className="mt-5 space-y-2.5 text-sm">
          {doneLessons.map((lesson) => (
            <li key={lesson} className="flex items-center gap-2.5 text-slate-600">
              <CheckCircle2 className="size-4 text-success-600" />
              {lesson}
            </li>
          ))}
          <li className="flex items-center gap-2.5 font-medium text-slate-900">
            <PlayCircle className="size-4 text-brand-600" />
            <Trans>Spotting trends over time</Trans>
          </li>
        </ul>
      </div>
      <div className="relative -mt-6 ms-auto w-56 rounded-xl border border-slate-200 bg-white p-3.5 shadow-overlay sm:me-2">
        <div className="flex items-center gap-2 text-xs font-semibold text-brand-800">
          <Sparkles className="size-4" />
          <Trans>Study assistant</Trans>
        </div>
        <p className="mt-1.5 text-xs leading-relaxed text-slate-600">
          <Trans>A trend is the general direction of your data over time, as Lesson 4 explains…</Trans>
        </p>
      </div>
    </div>
  );
}

export function HomePage() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();

  return (
    <>
      <DocumentTitle title={t`Learn anything, anywhere`} />

      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:pt-24 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
              <Sparkles className="size-3.5" aria-hidden="true" />
              <Trans>Courses, forums and an AI study assistant</Trans>
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
              <Trans>
                Learn without limits, <span className="text-brand-700">at your own pace.</span>
              </Trans>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600">
              <Trans>
                Somo brings instructors and learners together: structured lessons, timed assessments, course
                discussions and a study assistant that knows your course material.
              </Trans>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {user ? (
                <Link to={paths.roleDashboard(user.role)} className={buttonStyles({ size: 'lg' })}>
                  <Trans>Go to Dashboard</Trans>
                  <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              ) : (
                <Link to={paths.register()} className={buttonStyles({ size: 'lg' })}>
                  <Trans>Get Started Free</Trans>
                  <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              )}
              <Link to={paths.courses()} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
                <Trans>Browse Courses</Trans>
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section aria-label={t`Somo in numbers`} className="border-y border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:grid-cols-5 lg:px-8">
          {STATS.map(({ value, label }) => (
            <div
              key={label.id}
              className="flex flex-col items-center text-center last:col-span-2 sm:last:col-span-1"
            >
              <dt className="order-2 mt-1 text-sm text-slate-500">{i18n._(label)}</dt>
              <dd className="order-1 text-3xl font-bold tracking-tight text-brand-800">{value()}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="features-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold text-brand-700">
              <Trans>Why Somo</Trans>
            </p>
            <h2
              id="features-title"
              className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
            >
              <Trans>Everything you need to learn well</Trans>
            </h2>
            <p className="mt-3 text-slate-600">
              <Trans>
                One place for the lessons, the practice and the people who help you understand them.
              </Trans>
            </p>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-card">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-base font-semibold text-slate-900">{i18n._(title)}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{i18n._(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FeaturedCourses />

      <section className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="relative mx-auto max-w-5xl overflow-hidden rounded-2xl bg-brand-900 px-6 py-12 text-center shadow-overlay sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(42_151_139/0.45),transparent_55%),radial-gradient(circle_at_90%_100%,rgb(29_122_113/0.5),transparent_50%)]"
          />
          <div className="relative">
            <h2 className="text-2xl font-semibold tracking-tight text-balance text-white sm:text-3xl">
              <Trans>Ready to start learning?</Trans>
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-brand-100">
              <Trans>
                Create a free account in a minute, enrol in a course and take your first lesson today.
              </Trans>
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link
                to={user ? paths.roleDashboard(user.role) : paths.register()}
                className={buttonStyles({
                  size: 'lg',
                  className: 'bg-white text-brand-900 hover:bg-brand-50 active:bg-brand-100',
                })}
              >
                {user ? t`Go to Dashboard` : t`Get Started`}
              </Link>
              <Link
                to={paths.courses()}
                className={buttonStyles({
                  variant: 'ghost',
                  size: 'lg',
                  className: 'text-white ring-1 ring-white/30 hover:bg-white/10 hover:text-white',
                })}
              >
                <Trans>Explore Courses</Trans>
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
