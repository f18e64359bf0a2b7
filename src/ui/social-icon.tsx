export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'twitter' | 'linkedin';

/** Simple line drawings of each network's mark; the link around the icon carries the name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {iconShape(network)}
    </svg>
  );
}

function iconShape(network: SocialNetwork) {
  switch (network) {
    case 'facebook':
      return (
        <path
          fill="currentColor"
          d="M13.5 21v-7.5H16l.5-3h-3V8.75c0-.87.3-1.5 1.55-1.5H16.6V4.6A20 20 0 0 0 14.3 4.5c-2.3 0-3.8 1.4-3.8 3.95v2.05H8v3h2.5V21z"
        />
      );
    case 'instagram':
      return (
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
        </g>
      );
    case 'youtube':
      return (
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M3.2 7.2C3.5 5.9 4.5 5 5.8 4.9 8 4.7 10 4.6 12 4.6s4 .1 6.2.3c1.3.1 2.3 1 2.6 2.3.3 1.6.4 3.2.4 4.8s-.1 3.2-.4 4.8c-.3 1.3-1.3 2.2-2.6 2.3-2.2.2-4.2.3-6.2.3s-4-.1-6.2-.3c-1.3-.1-2.3-1-2.6-2.3C2.9 15.2 2.8 13.6 2.8 12s.1-3.2.4-4.8zM10 9v6l5.2-3z"
        />
      );
    case 'twitter':
      return (
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M4.5 4.5l15 15M19.5 4.5l-15 15"
        />
      );
    case 'linkedin':
      return (
        <g fill="currentColor">
          <rect x="3.5" y="9" width="3.5" height="11.5" rx="0.5" />
          <circle cx="5.25" cy="5.25" r="2" />
          <path d="M9.5 9h3.3v1.6c.5-.9 1.7-1.9 3.6-1.9 3 0 4.1 1.9 4.1 4.9v6.9H17v-6.1c0-1.5-.3-2.7-1.8-2.7s-2.2 1.1-2.2 2.7v6.1H9.5z" />
        </g>
      );
    default:
      return network satisfies never;
  }
}
