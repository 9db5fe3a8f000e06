import { HOME_PATH, LOGIN_PATH } from '../../domain/constants';

/** Paths the code links to by name; the route table maps them to screens and titles. */
export const paths = {
  login: LOGIN_PATH,
  verificationCode: '/verification-code',
  dashboard: HOME_PATH,
  applicants: '/staff/applicants',
  notFound: '/404',
} as const;
