/** The gym and client the printed sheets' stories (invoice, receipt) are of. */
export const PRINT_STORY_ARGS = {
  gym: {
    name: 'Everest Fitness',
    branch: 'Thamel',
    address: 'Thamel Marg, Kathmandu',
    contactNumbers: ['9841000000', '014400000'],
    email: 'hello@everest.example',
  },
  client: { name: 'Sita Rai', phone: '9841000001' },
  dates: { timeZone: 'Asia/Kathmandu' },
};
