import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';

export interface UserMenuProps {
  email: string;
  isAdmin: boolean;
}

type RadixMenu = ComponentType<UserMenuProps & { initialOpen: boolean; focusTrigger: boolean }>;

export const TRIGGER_CLASS = 'btn-secondary max-w-[14rem] px-3';

export function TriggerContent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="hidden truncate sm:inline">{email}</span>
      <span className="sm:hidden">{t('menu.menu')}</span>
      <ChevronDown aria-hidden="true" className="h-4 w-4" />
    </>
  );
}

let loading: Promise<RadixMenu> | null = null;
const loadMenu = () => (loading ??= import('./user-menu-radix').then((m) => m.default));

/**
 * The signed-in user's menu (user-menu-radix.tsx). Until the pointer or focus reaches it, a stand-in button that
 * looks and is announced the same is all there is: Radix's menu is a large script that most page views never use
 * (its size: docs/decisions/0020, bundle sizes). Hover or focus fetches it; a press before it has arrived opens the
 * menu as soon as it does.
 */
export function UserMenu(props: UserMenuProps) {
  const [Menu, setMenu] = useState<RadixMenu | null>(null);
  const stand = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const hadFocus = useRef(false);

  const load = (press: boolean) => {
    pressed.current ||= press;
    void loadMenu().then((component) => {
      hadFocus.current = document.activeElement === stand.current;
      setMenu(() => component);
    });
  };

  if (Menu) return <Menu {...props} initialOpen={pressed.current} focusTrigger={hadFocus.current} />;
  return (
    <button
      ref={stand}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={TRIGGER_CLASS}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      onPointerDown={() => load(true)}
      onClick={() => load(true)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          load(true);
        }
      }}
    >
      <TriggerContent email={props.email} />
    </button>
  );
}
