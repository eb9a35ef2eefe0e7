import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType, SVGProps } from 'react';
import { UnreadBadge } from '../notifications/UnreadBadge';
import { ChatUnreadBadge } from '../messages/ChatUnreadBadge';
import { useViewer } from '../../app/auth';
import { BellIcon, ExploreIcon, HomeIcon, MessageIcon, SettingsIcon, ShieldIcon, StarIcon } from '../ui/icons';

export interface NavItem {
  href: string;
  label: MessageDescriptor;
  /** A shorter word for the phone's tab bar, where the label would not fit. */
  tabLabel?: MessageDescriptor;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Whether the item is the current one for a path. */
  isActive: (path: string) => boolean;
  /** A count drawn after the label (the unread notifications, the unread messages). */
  badge?: ComponentType<{ className?: string }>;
}

const startsWith = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The six sections of spec §2, shared by the sidebar, the mobile menu and the phone's tab bar. */
export const NAV_ITEMS: NavItem[] = [
  { href: '/home', label: msg`Home`, icon: HomeIcon, isActive: (path) => path === '/' || startsWith('/home')(path) },
  { href: '/messages', label: msg`Messages`, icon: MessageIcon, isActive: startsWith('/messages'), badge: ChatUnreadBadge },
  { href: '/explore', label: msg`Explore`, icon: ExploreIcon, isActive: startsWith('/explore') },
  {
    href: '/notification',
    label: msg`Notifications`,
    tabLabel: msg({ message: 'Alerts', context: 'tab bar' }),
    icon: BellIcon,
    isActive: startsWith('/notification'),
    badge: UnreadBadge,
  },
  { href: '/favourite', label: msg`Favorites`, icon: StarIcon, isActive: startsWith('/favourite') },
  // Spec §2: any path containing "settings" highlights Settings.
  { href: '/settings/edit-profile', label: msg`Settings`, icon: SettingsIcon, isActive: (path) => path.includes('settings') },
];

/** The admin area's entry, shown to admins only (DESIGN.md, roles and review). */
const ADMIN_ITEM: NavItem = { href: '/admin', label: msg`Admin`, icon: ShieldIcon, isActive: startsWith('/admin') };

/** The sections the viewer may open: the six of spec §2, and the admin area for an admin. */
export function useNavItems(): NavItem[] {
  const isAdmin = useViewer()?.isAdmin ?? false;
  return isAdmin ? [...NAV_ITEMS, ADMIN_ITEM] : NAV_ITEMS;
}
