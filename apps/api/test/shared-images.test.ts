import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import { copyFolderIntoDatabase } from '../src/storage/images.ts';
import { type GymFixture, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { tinyPng } from './support/images.ts';

// Two server processes on one PostgreSQL database, each with folders of its own (two machines): an
// image stored through one is served by the other (decision 0055).
describe.skipIf(!process.env.DATABASE_URL)('uploaded images across server processes on postgres', () => {
  let fixture: GymFixture;
  let peer: FastifyInstance;
  let peerUrl: string;
  let peerFolders: string;
  beforeAll(async () => {
    fixture = await ownerWithGym('postgres', 'Shared Logo Gym');
    peerFolders = await mkdtemp(join(tmpdir(), 'gym-peer-'));
    ({ app: peer } = await startServer({
      ...fixture.server.config,
      uploadsDir: join(peerFolders, 'uploads'),
      clientPhotosDir: join(peerFolders, 'client-photos'),
    }));
    peerUrl = await peer.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await peer.close();
    await fixture.server.close();
    await rm(peerFolders, { recursive: true, force: true });
  });

  it('serves a logo uploaded through the other process, and forgets it when the gym goes', async () => {
    const created = await fixture.server.call('POST', '/api/gyms', {
      token: fixture.owner.token,
      body: multipartForm({ gymName: 'Logo Branch', contactNumber: '9841000000', logoFile: tinyPng() }),
    });
    expect(created.status).toBe(201);
    const logo = await fetch(`${peerUrl}${created.body.gymLogoImageUrl}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(tinyPng());

    const deleted = await fixture.server.call('DELETE', `/api/gyms/${created.body.id}`, {
      token: fixture.owner.token,
    });
    expect(deleted.status).toBe(204);
    expect((await fetch(`${peerUrl}${created.body.gymLogoImageUrl}`)).status).toBe(404);
  });

  it("serves a client's photo at the signed address through the other process, and nowhere public", async () => {
    const created = await fixture.server.call('POST', '/api/clients', {
      token: fixture.owner.token,
      body: multipartForm({
        gymId: fixture.gymId,
        name: 'Photo Member',
        phone: '9841000000',
        gender: 'FEMALE',
        file: tinyPng(),
      }),
    });
    expect(created.status).toBe(201);
    const photo = await fetch(`${peerUrl}${created.body.imageUrl}`);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(tinyPng());
    const name = new URL(created.body.imageUrl, peerUrl).pathname.split('/').pop();
    expect((await fetch(`${peerUrl}/uploads/${name}`)).status).toBe(404);
  });

  it('copies the images a folder holds from before into the database, once', async () => {
    const before = await mkdtemp(join(tmpdir(), 'gym-before-'));
    try {
      await writeFile(join(before, 'legacy-logo.png'), tinyPng());
      await writeFile(join(before, 'notes.txt'), 'not an image');
      await copyFolderIntoDatabase(fixture.server.db, before, 'public');
      await copyFolderIntoDatabase(fixture.server.db, before, 'public');
      const logo = await fetch(`${peerUrl}/uploads/legacy-logo.png`);
      expect(logo.status).toBe(200);
      expect(Buffer.from(await logo.arrayBuffer())).toEqual(tinyPng());
      const rows = await fixture.server.db.query<{ name: string }>('SELECT name FROM stored_images');
      expect(rows.map((row) => row.name).filter((stored) => !/^[0-9a-f-]{36}\.png$/.test(stored))).toEqual([
        'legacy-logo.png',
      ]);
    } finally {
      await rm(before, { recursive: true, force: true });
    }
  });
});
