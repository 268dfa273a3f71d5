import { route } from './route.ts';

/** Every screen of the app (part 1, section 2.1): the router's patterns and the links' builders. */
export const ROUTES = {
  publicHome: route('/'),
  about: route('/about'),
  pricing: route('/pricing'),
  contact: route('/contact-us'),
  gymMarketing: route('/gym-management'),
  game: route('/lift-off'),
  login: route('/login'),
  signup: route('/signup'),
  logout: route('/logout'),

  gymSelector: route('/gym-profiles'),
  addFirstGym: route('/add'),

  home: route('/home'),
  gyms: route('/gyms'),
  gymAdd: route('/gyms/add'),
  gymEdit: route('/gyms/edit/:gymId'),
  gymDetail: route('/gyms/:gymId'),
  gymPricing: route('/gyms/pricing/:gymId'),
  // Part 2's sections, each with its own pages below it.
  money: route('/money/*'),
  devices: route('/devices/*'),
  clients: route('/clients/*'),
  clientDetail: route('/clients/:clientId'),
  smsSchedule: route('/Schedule/*'),
  sms: route('/sms/*'),
  profile: route('/profile'),
  profileEdit: route('/profile/edit'),
  profileChangePassword: route('/profile/change-password'),
  attendance: route('/attendance/:clientId'),

  adminHome: route('/admin-home'),
  manageGyms: route('/manage-gyms'),
  manageUsers: route('/manage-users'),
  manageUser: route('/manage-users/:userId'),
  manageUserEdit: route('/manage-users/:userId/edit'),
  adminReports: route('/admin-reports'),

  judgeViewer: route('/judge-results'),
  judgeMeets: route('/judge/meets'),
  judgeOperator: route('/judge/table/:platformId'),
  judgeReferee: route('/judge/referee/:platformId'),
};
