import type { SVGProps } from 'react';

/** Line icons (24×24, currentColor); decorative unless the caller labels them. */
function icon(path: string) {
  return function Icon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        width={22}
        height={22}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        // Decorative unless labelled: a labelled icon is an image to assistive technology.
        aria-hidden={props['aria-label'] ? undefined : true}
        role={props['aria-label'] ? 'img' : undefined}
        focusable="false"
        {...props}
      >
        <path d={path} />
      </svg>
    );
  };
}

export const HomeIcon = icon('M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z');
export const MessageIcon = icon('M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z');
export const ExploreIcon = icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm3.5-12.5-2 5-5 2 2-5z');
export const BellIcon = icon('M6 9a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8m4.5 12a1.5 1.5 0 0 0 3 0');
export const StarIcon = icon('m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z');
export const SettingsIcon = icon(
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2.2-1.3L14.3 3h-4l-.4 2.4a7.5 7.5 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a7.5 7.5 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3z',
);
export const SearchIcon = icon('M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm10 2-4.35-4.35');
export const LiveIcon = icon('M15 10l5-3v10l-5-3zM3 6h12v12H3z');
export const MenuIcon = icon('M4 6h16M4 12h16M4 18h16');
export const CloseIcon = icon('M6 6l12 12M18 6 6 18');
export const EyeIcon = icon('M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z');
export const EyeOffIcon = icon(
  'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
);
export const UserIcon = icon('M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z');
export const LogoutIcon = icon('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9');
export const ChevronDownIcon = icon('m6 9 6 6 6-6');
export const CheckBadgeIcon = icon(
  'm9 12 2 2 4-4M12 2l2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 22l-2.4-1.8-3 .2-.9-2.9-2.5-1.7 1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2z',
);
export const ShieldIcon = icon('M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6zm-3 9 2 2 4-4');
export const LockIcon = icon('M6 11h12v10H6zm2 0V7a4 4 0 0 1 8 0v4');
export const GlobeIcon = icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18z');
export const WalletIcon = icon('M3 7h15a3 3 0 0 1 3 3v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm0 0V6a2 2 0 0 1 2-2h11v3m1 7h.01');
export const InboxIcon = icon('M22 12h-6l-2 3h-4l-2-3H2m3.5-7h13L22 12v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6z');
export const PhotoIcon = icon('M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm-1 11 5-5 4 4 3-3 6 6M15.5 9.5h.01');
export const VideoIcon = icon('M3 6h12a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm13 4 6-3v10l-6-3');
export const AudioIcon = icon('M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z');
export const PollIcon = icon('M5 20V10m7 10V4m7 16v-7');
export const TrashIcon = icon('M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3');
export const HeartIcon = icon(
  'M12 20s-7-4.4-9.3-8.8C1.2 8.2 3 4.5 6.6 4.5c2 0 3.4 1.2 4.4 2.6 1-1.4 2.4-2.6 4.4-2.6 3.6 0 5.4 3.7 3.9 6.7C19 15.6 12 20 12 20z',
);
export const CommentIcon = icon('M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z');
export const BookmarkIcon = icon('M6 3h12v18l-6-4-6 4z');
export const GiftIcon = icon(
  'M20 12v9H4v-9M2 7h20v5H2zM12 21V7m0 0H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zm0 0h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z',
);
export const MoreIcon = icon('M5 12h.01M12 12h.01M19 12h.01');
export const PlayIcon = icon('M7 4v16l13-8z');
export const PauseIcon = icon('M7 4h4v16H7zm6 0h4v16h-4z');
export const ChevronLeftIcon = icon('m15 18-6-6 6-6');
export const ChevronRightIcon = icon('m9 18 6-6-6-6');
export const CoinIcon = icon(
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-14v10m-3-7.5c0-1 1.3-1.5 3-1.5s3 .7 3 1.8-1.3 1.7-3 1.7-3 .6-3 1.7 1.3 1.8 3 1.8 3-.5 3-1.5',
);
export const PlusIcon = icon('M12 5v14M5 12h14');
export const SendIcon = icon('M22 2 11 13M22 2l-7 20-4-9-9-4z');
