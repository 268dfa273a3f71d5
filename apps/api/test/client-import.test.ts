import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { type GymFixture, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';

const FILE = [
  'नाम;मोबाइल नम्बर;लिङ्ग;भर्ना मिति;म्याद;बाँकी रकम',
  'राम शर्मा;+977 984-1000001;पुरुष;15/03/2026;15 Apr 2026;Rs 1,500',
  'Sita Thapa;9841000002;F;2026-03-01;2026-05-31;',
  'No Phone;12345;M;;;',
  'Bad Date;9841000004;M;2026-02-30;;',
  'Again Ram;9841000001;M;;;',
  'Already Here;9841000009;F;;;',
  '',
].join('\r\n');

describe.each(backends)('client import on %s', (backend) => {
  let fixture: GymFixture;
  const as = (method: string, path: string, body?: unknown, token = fixture.owner.token) =>
    fixture.server.call(method, path, { token, body });
  const upload = (text: string, token?: string) =>
    as(
      'POST',
      `/api/imports/clients/gyms/${fixture.gymId}`,
      multipartForm({ file: Buffer.from(`\uFEFF${text}`, 'utf8'), fileName: 'members.csv' }),
      token,
    );
  /** Polls the job as the screen does, until it has ended. */
  async function finished(id: number) {
    for (;;) {
      const job = await as('GET', `/api/imports/${id}`);
      if (job.body.status === 'DONE' || job.body.status === 'FAILED') return job.body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  beforeAll(async () => {
    fixture = await ownerWithGym(backend, 'Import Gym');
    await as(
      'POST',
      '/api/clients',
      multipartForm({ gymId: fixture.gymId, name: 'Already Here', phone: '9841000009', gender: 'FEMALE' }),
    );
  });
  afterAll(() => fixture.server.close());

  it('reads the file and guesses its columns from Nepali headers', async () => {
    const job = await upload(FILE);
    expect(job.status).toBe(201);
    expect(job.body).toMatchObject({
      fileName: 'members.csv',
      status: 'UPLOADED',
      totalRows: 6,
      headers: ['नाम', 'मोबाइल नम्बर', 'लिङ्ग', 'भर्ना मिति', 'म्याद', 'बाँकी रकम'],
      mapping: { name: 0, phone: 1, gender: 2, joinedDate: 3, membershipEndDate: 4, owes: 5 },
      doneRows: 0,
    });
  });

  it('previews each row’s problems, writing nothing', async () => {
    const job = await upload(FILE);
    const preview = await as('POST', `/api/imports/${job.body.id}/preview`, { mapping: job.body.mapping });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ totalRows: 6, goodRows: 2, badRows: 4 });
    expect(preview.body.rows.slice(0, 4)).toEqual([
      {
        line: 4,
        name: 'No Phone',
        phone: '12345',
        problems: ["'12345' is not a phone number here. For example 98XXXXXXXX or +977 98XXXXXXXX."],
      },
      {
        line: 5,
        name: 'Bad Date',
        phone: '9841000004',
        problems: ["'2026-02-30' is a date that does not exist."],
      },
      { line: 6, name: 'Again Ram', phone: '9841000001', problems: ['Phone 9841000001 is also on line 2.'] },
      {
        line: 7,
        name: 'Already Here',
        phone: '9841000009',
        problems: ['A client with phone 9841000009 is already in the gym.'],
      },
    ]);
    const clients = await as('GET', `/api/clients/gyms/${fixture.gymId}`);
    expect(clients.body.paginationResponse.totalElements).toBe(1);
  });

  it('names a column the file does not have', async () => {
    const job = await upload(FILE);
    const answer = await as('POST', `/api/imports/${job.body.id}/preview`, {
      mapping: { name: 0, phone: 9 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The file has no column 10.');
  });

  it('imports the good rows with their membership and dues, and a re-run duplicates nobody', async () => {
    const job = await upload(FILE);
    const started = await as('POST', `/api/imports/${job.body.id}/start`, { mapping: job.body.mapping });
    expect(started.status).toBe(202);
    expect(['IMPORTING', 'DONE']).toContain(started.body.status);
    const done = await finished(job.body.id);
    expect(done).toMatchObject({ status: 'DONE', goodRows: 2, doneRows: 2, importedRows: 2, skippedRows: 4 });

    const clients = await as('GET', `/api/clients/gyms/${fixture.gymId}?sortBy=name`);
    const ram = clients.body.content.find((client: { name: string }) => client.name === 'राम शर्मा');
    expect(ram).toMatchObject({
      phone: '9841000001',
      gender: 'MALE',
      joinedDate: '2026-03-15',
      membershipEndDate: '2026-04-15',
    });
    const dues = await as('GET', `/api/dues/gyms/${fixture.gymId}`);
    expect(dues.body.content).toEqual([
      expect.objectContaining({ clientName: 'राम शर्मा', amountDue: 1500, membershipStartDate: '2026-03-15' }),
    ]);

    const again = await upload(FILE);
    expect(
      (await as('POST', `/api/imports/${again.body.id}/start`, { mapping: again.body.mapping })).status,
    ).toBe(202);
    expect(await finished(again.body.id)).toMatchObject({ status: 'DONE', importedRows: 0, skippedRows: 6 });
    const after = await as('GET', `/api/clients/gyms/${fixture.gymId}`);
    expect(after.body.paginationResponse.totalElements).toBe(3);
  });

  it('starts a file once, and forgets one the owner does not import', async () => {
    const once = await upload(FILE);
    await as('POST', `/api/imports/${once.body.id}/start`, { mapping: once.body.mapping });
    const twice = await as('POST', `/api/imports/${once.body.id}/start`, { mapping: once.body.mapping });
    expect(twice.status).toBe(409);
    await finished(once.body.id);
    const job = await upload(FILE);
    const forgotten = await as('DELETE', `/api/imports/${job.body.id}`);
    expect(forgotten.status).toBe(204);
    expect((await as('GET', `/api/imports/${job.body.id}`)).status).toBe(404);
  });

  it('shows another owner’s import to nobody', async () => {
    const job = await upload(FILE);
    const stranger = fixture.stranger.token;
    expect((await as('GET', `/api/imports/${job.body.id}`, undefined, stranger)).status).toBe(404);
    expect((await upload(FILE, stranger)).status).toBe(404);
  });

  it('refuses a file that is not a CSV of rows', async () => {
    const answer = await upload('Name,Phone\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The file has no rows under its first line.');
  });
});
