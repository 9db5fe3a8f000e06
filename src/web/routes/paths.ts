import { HOME_PATH, LOGIN_PATH } from '../../domain/constants';

/** Paths the code links to by name; the route table maps them to screens and titles. */
export const paths = {
  login: LOGIN_PATH,
  verificationCode: '/verification-code',
  authRedirect: '/auth-redirect',
  dashboard: HOME_PATH,
  applicants: '/staff/applicants',
  applicantDetail: '/staff/applicants/detail/:id',
  jobApplications: '/job/applications',
  orders: '/order/shift',
  orderCreate: '/order/shift/create',
  notFound: '/404',
  unauthorized: '/401',
  /** `/redirect/<path>` opens `<path>` again (the tab's refresh). */
  redirect: '/redirect',
} as const;
