import type { Role } from '@somo/contract/auth';

export const DEMO_PASSWORD = 'demo12345';

export const DEMO_ACCOUNTS: {
  role: Role;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isSuperuser: boolean;
}[] = [
  {
    role: 'student',
    username: 'demo_student',
    email: 'demo_student@example.com',
    firstName: 'Amani',
    lastName: 'Okello',
    isSuperuser: false,
  },
  {
    role: 'instructor',
    username: 'demo_instructor',
    email: 'demo_instructor@example.com',
    firstName: 'Grace',
    lastName: 'Nakato',
    isSuperuser: false,
  },
  {
    role: 'admin',
    username: 'demo_admin',
    email: 'demo_admin@example.com',
    firstName: 'Joseph',
    lastName: 'Mwangi',
    isSuperuser: true,
  },
];
