/**
 * The company's mark: a shield (protection, "سند" = support) with a check, on the brand red.
 * Decorative next to the site name, which is the link's accessible name.
 */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <rect width="40" height="40" rx="10" fill="#b91c1c" />
      <path d="M0 30 Q20 22 40 30 V40 H0Z" fill="#991b1b" />
      <path
        d="M20 6.5 31.5 10.8v8.4c0 7.1-4.7 12.4-11.5 14.5-6.8-2.1-11.5-7.4-11.5-14.5v-8.4Z"
        fill="#fff"
      />
      <path
        d="m14.6 19.6 3.9 3.9 7-7.6"
        fill="none"
        stroke="#b91c1c"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
