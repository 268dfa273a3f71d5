/** Every path of the app (part 1, section 2.1), in one table. */
export const PATHS = {
  publicHome: '/',
  about: '/about',
  pricing: '/pricing',
  contact: '/contact-us',
  gymMarketing: '/gym-management',
  game: '/lift-off',
  login: '/login',
  signup: '/signup',
  logout: '/logout',

  gymSelector: '/gym-profiles',
  addFirstGym: '/add',

  home: '/home',
  money: '/money',
  gyms: '/gyms',
  devices: '/devices',
  clients: '/clients',
  schedule: '/Schedule',
  sms: '/sms',
  profile: '/profile',
  attendance: '/attendance',

  adminHome: '/admin-home',
  manageGyms: '/manage-gyms',
  manageUsers: '/manage-users',
  adminReports: '/admin-reports',

  judgeViewer: '/judge-results',
  judgeMeets: '/judge/meets',
} as const;

export const judgePaths = {
  operator: (platformId: number) => `/judge/table/${platformId}`,
  referee: (platformId: number) => `/judge/referee/${platformId}`,
};

export const gymPaths = {
  detail: (gymId: number) => `${PATHS.gyms}/${gymId}`,
  add: `${PATHS.gyms}/add`,
  edit: (gymId: number) => `${PATHS.gyms}/edit/${gymId}`,
  pricing: (gymId: number) => `${PATHS.gyms}/pricing/${gymId}`,
};

/** The WhatsApp and phone contact of the product team, fixed in the pages. */
export const SUPPORT_PHONE = '+9779800000000';
export const whatsappLink = (text: string) =>
  `https://wa.me/${SUPPORT_PHONE.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
