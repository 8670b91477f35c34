import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ResponseShapeError } from '../../lib/api';
import { userKeys } from '../account/keys';
import { billingKeys } from '../billing/keys';
import { fetchAdminSettings, updateAdminSettings } from './api';
import { settingsDependents } from './hooks';
import { adminKeys } from './keys';

// lib/api reads the UI language from the app's i18n module, which loads catalogs over HTTP.
vi.mock('../../i18n', () => ({ default: { language: 'en', resolvedLanguage: 'en' } }));

const settings = { isAdmin: true, freePredictionLimit: 3, freePredictionPeriod: 'day', referralLinks: {} };

function answer(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('admin api', () => {
  it('parses the settings, and names the field the server got wrong', async () => {
    answer(settings);
    await expect(fetchAdminSettings()).resolves.toEqual(settings);
    answer({ ...settings, freePredictionPeriod: 'week' });
    await expect(fetchAdminSettings()).rejects.toThrow(ResponseShapeError);
    await expect(fetchAdminSettings()).rejects.toThrow(/freePredictionPeriod/);
  });

  it('never sends a settings change the server schema refuses', async () => {
    const fetch = answer(settings);
    await expect(updateAdminSettings({ freePredictionLimit: -1 })).rejects.toThrow();
    await expect(updateAdminSettings({ referralLinks: 'x'.repeat(10_001) })).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
    await expect(updateAdminSettings({ freePredictionLimit: 5 })).resolves.toEqual(settings);
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('admin keys', () => {
  it('refreshes what each settings change alters, and only that', () => {
    // The header's count comes from the stats: a new free limit refreshes them at once (issue 50).
    expect(settingsDependents({ freePredictionLimit: 4 })).toEqual([
      adminKeys.settings(),
      adminKeys.audit(),
      billingKeys.freeAllowance(),
      userKeys.stats(),
    ]);
    expect(settingsDependents({ freePredictionPeriod: 'month' })).toEqual([
      adminKeys.settings(),
      adminKeys.audit(),
      billingKeys.freeAllowance(),
      userKeys.stats(),
    ]);
    expect(settingsDependents({ referralLinks: '{}' })).toEqual([
      adminKeys.settings(),
      adminKeys.audit(),
      billingKeys.referralLink(),
    ]);
  });

  it('a ban refreshes every page of users and every user detail, nothing else', async () => {
    const client = new QueryClient();
    for (const key of [
      adminKeys.userList('', 1),
      adminKeys.userList('anna', 2),
      adminKeys.userDetail('u1'),
      adminKeys.settings(),
    ]) {
      client.setQueryData(key, {});
    }
    await client.invalidateQueries({ queryKey: adminKeys.users() });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
    expect(stale).toHaveLength(3);
    expect(stale).not.toContainEqual(adminKeys.settings());
  });
});
