import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import enCommon from '../../public/locales/en/common.json';
import { UserMenu } from './user-menu';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: enCommon } },
    defaultNS: 'common',
    react: { useSuspense: false },
  });
});

afterEach(cleanup);

function renderMenu() {
  return render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <UserMenu email="ada@example.com" isAdmin={false} />
    </Router>,
  );
}

describe('user menu stand-in', () => {
  it('is announced as the menu button before the menu code arrives', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: /ada@example.com/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on its first item when pressed before the code arrives', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: /ada@example.com/ }));
    const first = await screen.findByRole('menuitem', { name: enCommon.menu.tips });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.queryByRole('menuitem', { name: enCommon.menu.admin })).toBeNull();
  });

  it('hands focus to the real button when the code arrives', async () => {
    renderMenu();
    const stand = screen.getByRole('button', { name: /ada@example.com/ });
    stand.focus();
    fireEvent.focus(stand);
    await waitFor(() => expect(screen.getByRole('button', { name: /ada@example.com/ })).not.toBe(stand));
    await waitFor(() => expect(screen.getByRole('button', { name: /ada@example.com/ })).toHaveFocus());
  });
});
