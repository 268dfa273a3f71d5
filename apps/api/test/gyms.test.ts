import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createSuperAdmin, registerOwner } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { multipartForm } from './support/forms.ts';
import { tinyPng } from './support/images.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const gymForm = multipartForm;

describe.each(backends)('gyms on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await registerOwner(server, 'Owner');
    stranger = await registerOwner(server, 'Stranger');
  });
  afterAll(() => server.close());

  const createGym = (account: Account, fields: Record<string, string | number | string[] | Buffer>) =>
    server.call('POST', '/api/gyms', { token: account.token, body: gymForm(fields) });

  it('creates a gym from the multipart form with a logo, cleaning the lists', async () => {
    const created = await createGym(owner, {
      gymName: ' Himalayan Iron ',
      branch: 'Baneshwor',
      contactNumber: ['9841111111', '9841111111', '015555555'],
      facilities: ['Sauna and Steam Room', ' Sauna and Steam Room ', '', 'Wi-Fi Access'],
      socialMediaLinks: ['facebook.com/himalayaniron'],
      emailAddress: 'hello@himalayaniron.np',
      latitude: 27.6915,
      longitude: 85.342,
      logoFile: tinyPng(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userId: owner.id,
      gymName: 'Himalayan Iron',
      contactNumber: ['9841111111', '015555555'],
      facilities: ['Sauna and Steam Room', 'Wi-Fi Access'],
      latitude: 27.6915,
      timeZone: 'Asia/Kathmandu',
      currency: 'NPR',
      wifiScannerImageUrl: null,
      pricingPlanDto: [],
    });
    const logo = await fetch(`${server.url}${created.body.gymLogoImageUrl}`);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(tinyPng());
    expect(logo.headers.get('content-disposition')).toMatch(/^inline; filename="[\w-]+\.png"$/);
  });

  it('stores an uploaded image without its metadata', async () => {
    const created = await createGym(owner, {
      gymName: 'Quiet Logo',
      contactNumber: '9801234567',
      logoFile: tinyPng({ text: 'GPS 27.7172N 85.3240E' }),
    });
    expect(created.status).toBe(201);
    const logo = await fetch(`${server.url}${created.body.gymLogoImageUrl}`);
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(tinyPng());
  });

  it('charges a new gym in its country’s currency unless one is chosen, and keeps it on edit', async () => {
    const colombo = await createGym(owner, {
      gymName: 'Lanka Lift',
      contactNumber: '0771234567',
      timeZone: 'Asia/Colombo',
    });
    expect(colombo.body.currency).toBe('LKR');
    const chosen = await createGym(owner, {
      gymName: 'Rupee Gym',
      contactNumber: '0771234567',
      timeZone: 'Asia/Colombo',
      currency: 'INR',
    });
    expect(chosen.body.currency).toBe('INR');
    const renamed = await server.call('PUT', `/api/gyms/${colombo.body.id}`, {
      token: owner.token,
      body: gymForm({ gymName: 'Lanka Lift 2' }),
    });
    expect(renamed.body).toMatchObject({ gymName: 'Lanka Lift 2', currency: 'LKR' });
    const refused = await createGym(owner, {
      gymName: 'Dollar Gym',
      contactNumber: '9801234567',
      currency: 'USD',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please choose a currency.');
  });

  it('reads its dates in AD unless it chooses Bikram Sambat or both, and keeps the choice on edit', async () => {
    const created = await createGym(owner, { gymName: 'Sambat Gym', contactNumber: '9841000000' });
    expect(created.body.calendar).toBe('AD');
    const chosen = await server.call('PUT', `/api/gyms/${created.body.id}`, {
      token: owner.token,
      body: gymForm({ calendar: 'BS' }),
    });
    expect(chosen.body.calendar).toBe('BS');
    const renamed = await server.call('PUT', `/api/gyms/${created.body.id}`, {
      token: owner.token,
      body: gymForm({ gymName: 'Sambat Gym 2' }),
    });
    expect(renamed.body).toMatchObject({ gymName: 'Sambat Gym 2', calendar: 'BS' });
    const refused = await server.call('PUT', `/api/gyms/${created.body.id}`, {
      token: owner.token,
      body: gymForm({ calendar: 'NEPAL' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please choose how dates are shown.');
  });

  it('stores contact numbers in the form of the gym’s country, however they were typed', async () => {
    const cases = [
      ['Asia/Kathmandu', ['+977 984-1234567', '00977 1 4123456', '01-4123456'], ['9841234567', '014123456']],
      ['Asia/Colombo', ['+94 77 123 4567', '077-123-4567', '94112345678'], ['0771234567', '0112345678']],
      ['Asia/Kolkata', ['+91 98765 43210', '098765-43210', '011 2345 6789'], ['9876543210', '01123456789']],
    ] as const;
    for (const [timeZone, typed, stored] of cases) {
      const created = await createGym(owner, {
        gymName: `Numbers ${timeZone}`,
        contactNumber: [...typed],
        timeZone,
      });
      expect(created.status, timeZone).toBe(201);
      expect(created.body.contactNumber).toEqual(stored);
    }
  });

  it('judges an edited contact number by the stored country when the time zone is left out', async () => {
    const colombo = await createGym(owner, {
      gymName: 'Kandy Gym',
      contactNumber: '0812345678',
      timeZone: 'Asia/Colombo',
    });
    const nepali = await server.call('PUT', `/api/gyms/${colombo.body.id}`, {
      token: owner.token,
      body: gymForm({ contactNumber: '9841234567' }),
    });
    expect(nepali.status).toBe(400);
    expect(nepali.body.details[0].field).toBe('contactNumber');
    const lankan = await server.call('PUT', `/api/gyms/${colombo.body.id}`, {
      token: owner.token,
      body: gymForm({ contactNumber: '+94 71 234 5678' }),
    });
    expect(lankan.body.contactNumber).toEqual(['0712345678']);
    const stored = await server.call('GET', `/api/gyms/${colombo.body.id}`, { token: owner.token });
    expect(stored.body.contactNumber).toEqual(['0712345678']);
  });

  it('accepts a single contact number as a one-element list', async () => {
    const created = await createGym(owner, { gymName: 'Solo', contactNumber: '9800000000' });
    expect(created.body.contactNumber).toEqual(['9800000000']);
  });

  it.each([
    ['gymName', { contactNumber: '9801234567' }, 'Gym name is required.'],
    ['gymName', { gymName: '  ', contactNumber: '9801234567' }, 'Gym name is required.'],
    ['contactNumber', { gymName: 'No Phone' }, 'At least one contact number is required.'],
    [
      'latitude',
      { gymName: 'X', contactNumber: '9801234567', latitude: 'north' },
      'Latitude must be a number from -90 to 90.',
    ],
    [
      'latitude',
      { gymName: 'X', contactNumber: '9801234567', latitude: 123.456 },
      'Latitude must be a number from -90 to 90.',
    ],
    [
      'longitude',
      { gymName: 'X', contactNumber: '9801234567', longitude: 'abc' },
      'Longitude must be a number from -180 to 180.',
    ],
    [
      'longitude',
      { gymName: 'X', contactNumber: '9801234567', longitude: -180.5 },
      'Longitude must be a number from -180 to 180.',
    ],
    [
      'contactNumber',
      { gymName: 'X', contactNumber: 'not a phone' },
      "Contact number must be a phone number of the gym's country.",
    ],
    [
      'contactNumber',
      { gymName: 'X', contactNumber: ['9801234567', '12345'] },
      "Contact number must be a phone number of the gym's country.",
    ],
    [
      'contactNumber',
      { gymName: 'X', contactNumber: '0771234567', timeZone: 'Asia/Kolkata' },
      "Contact number must be a phone number of the gym's country.",
    ],
    [
      'gymName',
      { gymName: 'x'.repeat(201), contactNumber: '9801234567' },
      'Gym name must be at most 200 characters.',
    ],
    [
      'websiteURL',
      { gymName: 'X', contactNumber: '9801234567', websiteURL: 'w'.repeat(501) },
      'Website URL must be at most 500 characters.',
    ],
    [
      'emailAddress',
      { gymName: 'X', contactNumber: '9801234567', emailAddress: 'nope' },
      'Please enter a valid email address.',
    ],
    [
      'logoFile',
      { gymName: 'X', contactNumber: '9801234567', logoFile: Buffer.from('plain text, not an image') },
      'Please select an image file.',
    ],
    [
      'logoFile',
      { gymName: 'X', contactNumber: '9801234567', logoFile: tinyPng({ claimed: [50_000, 50_000] }) },
      'The image is 50000x50000 pixels; it may be at most 10000 pixels a side and 40 megapixels.',
    ],
    [
      'wifiFile',
      { gymName: 'X', contactNumber: '9801234567', wifiFile: tinyPng().subarray(0, 40) },
      'The image file is damaged. Please select another.',
    ],
  ])('refuses a bad %s with a message naming it', async (field, fields, message) => {
    const answer = await createGym(owner, fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect(answer.body.details[0].field).toBe(field);
  });

  it('updates only the fields sent and replaces an image', async () => {
    const created = await createGym(owner, {
      gymName: 'Update Me',
      contactNumber: '9801234567',
      logoFile: tinyPng(),
    });
    const oldLogo = created.body.gymLogoImageUrl;
    const updated = await server.call('PUT', `/api/gyms/${created.body.id}`, {
      token: owner.token,
      body: gymForm({ openingHours: '6-9', logoFile: tinyPng(), wifiFile: tinyPng() }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      gymName: 'Update Me',
      openingHours: '6-9',
      contactNumber: ['9801234567'],
    });
    expect(updated.body.gymLogoImageUrl).not.toBe(oldLogo);
    expect(updated.body.wifiScannerImageUrl).toMatch(/^\/uploads\/.+\.png$/);
    expect((await fetch(`${server.url}${oldLogo}`)).status).toBe(404);
  });

  it('clears a text field sent blank and a list sent with only blank values, and keeps what is left out', async () => {
    const created = await createGym(owner, {
      gymName: 'Clear Me',
      branch: 'Thamel',
      emailAddress: 'front@clearme.np',
      websiteURL: 'clearme.np',
      openingHours: '6-20',
      contactNumber: '9841000000',
      facilities: ['Sauna and Steam Room', 'Rooftop'],
      socialMediaLinks: ['facebook.com/clearme'],
    });
    const id = created.body.id;
    const cleared = await server.call('PUT', `/api/gyms/${id}`, {
      token: owner.token,
      body: gymForm({
        gymName: 'Clear Me',
        branch: '',
        emailAddress: '  ',
        websiteURL: '',
        contactNumber: ['9841000000', ''],
        facilities: '',
        socialMediaLinks: ['', ' '],
      }),
    });
    expect(cleared.status).toBe(200);
    const reloaded = await server.call('GET', `/api/gyms/${id}`, { token: owner.token });
    expect(reloaded.body).toMatchObject({
      gymName: 'Clear Me',
      branch: null,
      emailAddress: null,
      websiteURL: null,
      // Left out of the form: kept.
      openingHours: '6-20',
      contactNumber: ['9841000000'],
      facilities: [],
      socialMediaLinks: [],
    });
  });

  it.each([
    ['gymName', { gymName: ' ' }, 'Gym name is required.'],
    ['contactNumber', { contactNumber: ['', ' '] }, 'At least one contact number is required.'],
  ])('refuses to clear the required %s on update', async (field, fields, message) => {
    const created = await createGym(owner, { gymName: 'Keep Required', contactNumber: '9801234567' });
    const answer = await server.call('PUT', `/api/gyms/${created.body.id}`, {
      token: owner.token,
      body: gymForm(fields),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect(answer.body.details[0].field).toBe(field);
    const still = await server.call('GET', `/api/gyms/${created.body.id}`, { token: owner.token });
    expect(still.body).toMatchObject({ gymName: 'Keep Required', contactNumber: ['9801234567'] });
  });

  it('lists, sorts, pages and searches the owner’s gyms', async () => {
    const mine = await registerOwner(server, 'Lister');
    for (const [gymName, branch] of [
      ['Charlie Gym', 'C'],
      ['alpha gym', 'A'],
      ['Bravo Gym', 'B'],
    ] as const) {
      await createGym(mine, {
        gymName,
        branch,
        contactNumber: '9801234567',
        latitude: gymName === 'Bravo Gym' ? 28.2 : 27.7,
      });
    }
    const list = (query: string) =>
      server.call('GET', `/api/gyms/users/${mine.id}${query}`, { token: mine.token });
    const sorted = await list('');
    expect(sorted.body.content.map((gym: { gymName: string }) => gym.gymName)).toEqual([
      'alpha gym',
      'Bravo Gym',
      'Charlie Gym',
    ]);
    expect(sorted.body.paginationResponse).toEqual({
      pageNo: 0,
      pageSize: 25,
      totalPages: 1,
      totalElements: 3,
    });
    const page = await list('?pageNo=1&pageSize=2&sortOrder=desc');
    expect(page.body.content.map((gym: { gymName: string }) => gym.gymName)).toEqual(['alpha gym']);
    expect(page.body.paginationResponse).toEqual({ pageNo: 1, pageSize: 2, totalPages: 2, totalElements: 3 });
    const past = await list('?pageNo=5&pageSize=2');
    expect(past.body).toMatchObject({ content: [], paginationResponse: { totalElements: 3 } });
    expect((await list('?sortBy=password')).status).toBe(400);

    const search = (query: string) => server.call('GET', `/api/gyms/search?${query}`, { token: mine.token });
    expect((await search('gymName=BRAVO')).body.content).toHaveLength(1);
    expect(
      (await search('minLatitude=28')).body.content.map((gym: { gymName: string }) => gym.gymName),
    ).toEqual(['Bravo Gym']);
    // An ordinary user's search never reaches another owner's gyms, whatever userId says.
    expect((await search(`userId=${owner.id}`)).body.paginationResponse.totalElements).toBe(3);
  });

  describe('another owner', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      ids.gym = (await createGym(owner, { gymName: 'Private Gym', contactNumber: '9801234567' })).body.id;
      ids.owner = owner.id;
    });

    it.each([
      ['GET', '/api/gyms/{gym}'],
      ['PUT', '/api/gyms/{gym}', () => gymForm({ gymName: 'Hijacked' })],
      ['DELETE', '/api/gyms/{gym}'],
      ['GET', '/api/gyms/users/{owner}'],
    ] satisfies RouteCall[])('gets 404 for %s %s', async (...route) => {
      const answer = await callRoute(server, stranger.token, ids, route);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    });

    it('finds none of them in a search, and changed nothing of the owner’s', async () => {
      const search = await server.call('GET', '/api/gyms/search?gymName=Private', { token: stranger.token });
      expect(search.body.content).toEqual([]);
      const still = await server.call('GET', `/api/gyms/${ids.gym}`, { token: owner.token });
      expect(still.body.gymName).toBe('Private Gym');
    });
  });

  it('lets a super admin see any gym and search everyone’s', async () => {
    const admin = await createSuperAdmin(server);
    const created = await createGym(owner, { gymName: 'Admin Visible', contactNumber: '9801234567' });
    expect((await server.call('GET', `/api/gyms/${created.body.id}`, { token: admin.token })).status).toBe(
      200,
    );
    const search = await server.call('GET', '/api/gyms/search?gymName=Admin%20Visible', {
      token: admin.token,
    });
    expect(search.body.content).toHaveLength(1);
  });

  it('deletes a gym with its pricing plans and images', async () => {
    const created = await createGym(owner, {
      gymName: 'Doomed',
      contactNumber: '9801234567',
      logoFile: tinyPng(),
    });
    const id = created.body.id;
    await server.db.query(
      `INSERT INTO pricing_plans (gym_id, plan_name, monthly_price, three_month_price, six_month_price, twelve_month_price)
       VALUES ($1, 'Basic', 1000, 2800, 5400, 10000)`,
      [id],
    );
    const withPlan = await server.call('GET', `/api/gyms/${id}`, { token: owner.token });
    expect(withPlan.body.pricingPlanDto).toMatchObject([
      { planName: 'Basic', monthlyPrice: 1000, twelveMonthPrice: 10000 },
    ]);
    expect((await server.call('DELETE', `/api/gyms/${id}`, { token: owner.token })).status).toBe(204);
    expect((await server.call('GET', `/api/gyms/${id}`, { token: owner.token })).status).toBe(404);
    const plans = await server.db.query('SELECT 1 FROM pricing_plans WHERE gym_id = $1', [id]);
    expect(plans).toEqual([]);
    expect((await fetch(`${server.url}${created.body.gymLogoImageUrl}`)).status).toBe(404);
  });
});
