import { describe, expect, it } from 'vitest';
import { createSessionStore, NO_GYM, type SelectedGym, STORAGE_KEY } from './session-store.ts';

const everest: SelectedGym = {
  gymId: 4,
  gymBranch: 'Thamel',
  gymName: 'Everest Fitness',
  gymAddress: 'Thamel, Kathmandu',
  gymContact: '9841000000',
  gymEmail: null,
  gymLogourl: null,
  gymCurrency: 'NPR',
  gymTimeZone: 'Asia/Kathmandu',
  gymCalendar: 'AD',
  gymOwnerId: 2,
};

function storeWithEverest() {
  const storage = window.localStorage;
  storage.clear();
  const store = createSessionStore(storage);
  store.selectGym(everest);
  return { store, saved: () => JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') };
}

describe('the selected gym', () => {
  it('follows a save of that gym, in memory and in storage', () => {
    const { store, saved } = storeWithEverest();
    const renamed = { ...everest, gymName: 'Everest Strength', gymBranch: null };
    store.updateGymIfSelected(renamed);
    expect(store.get().gym).toEqual(renamed);
    expect(saved().gym).toEqual(renamed);
    expect(createSessionStore(window.localStorage).get().gym.gymName).toBe('Everest Strength');
  });

  it('stays as it is when another gym is saved', () => {
    const { store } = storeWithEverest();
    store.updateGymIfSelected({ ...everest, gymId: 5, gymName: 'Annapurna Gym' });
    expect(store.get().gym).toEqual(everest);
  });

  it('goes when that gym is deleted, and only then', () => {
    const { store, saved } = storeWithEverest();
    store.clearGymIfSelected(5);
    expect(store.get().gym).toEqual(everest);
    store.clearGymIfSelected(4);
    expect(store.get().gym).toEqual(NO_GYM);
    expect(saved().gym).toEqual(NO_GYM);
  });
});

describe('the session token', () => {
  it('is replaced after a password change, keeping the user and the selected gym', () => {
    const { store, saved } = storeWithEverest();
    store.signIn({
      userId: 7,
      name: 'Sita',
      email: null,
      token: 'old-token',
      tokenExpiresAt: '2026-11-24T10:00:00.000Z',
      verified: true,
      superAdmin: false,
    });
    store.selectGym(everest);
    store.renewToken('new-token', '2026-11-24T12:00:00.000Z');
    expect(store.get().user).toMatchObject({ userId: 7, token: 'new-token', isAuthenticated: true });
    expect(saved().user.tokenExpiresAt).toBe('2026-11-24T12:00:00.000Z');
    expect(store.get().gym).toEqual(everest);
  });

  it('is not set for nobody', () => {
    const { store } = storeWithEverest();
    store.signOut();
    store.renewToken('stray', '2026-11-24T12:00:00.000Z');
    expect(store.get().user.isAuthenticated).toBe(false);
    expect(store.get().user.token).not.toBe('stray');
  });
});

describe('the subscription', () => {
  it('follows the server once renewed, in memory and in storage; a signed-out session stays signed out', () => {
    window.localStorage.clear();
    const store = createSessionStore(window.localStorage);
    store.setVerified(true);
    expect(store.get().user.verified).toBe(false);
    store.signIn({
      userId: 9,
      name: 'Maya',
      email: null,
      token: 't',
      tokenExpiresAt: null,
      verified: false,
      superAdmin: false,
    });
    store.setVerified(true);
    expect(store.get().user.verified).toBe(true);
    expect(createSessionStore(window.localStorage).get().user.verified).toBe(true);
  });
});
