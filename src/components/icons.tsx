/** Small line icons drawn in the current text colour (emoji fonts are not everywhere). */
interface IconProps {
  size?: number;
}

function Svg({ size = 22, name, children }: IconProps & { name: string; children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {children}
    </svg>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <Svg name="moon" {...props}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
    </Svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Svg name="globe" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Svg>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <Svg name="sun" {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Svg>
  );
}

export function CoffeeIcon(props: IconProps) {
  return (
    <Svg name="coffee" {...props}>
      <path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9Z" />
      <path d="M17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2.5v3M12 2.5v3" />
    </Svg>
  );
}

export function ScrollIcon(props: IconProps) {
  return (
    <Svg name="changelog" {...props}>
      <path d="M6 3h11a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4" />
      <path d="M9 8h7M9 12h7M9 16h4" />
    </Svg>
  );
}

export function DataIcon(props: IconProps) {
  return (
    <Svg name="data" {...props}>
      <ellipse cx="11" cy="5.5" rx="7" ry="2.5" />
      <path d="M4 5.5v11c0 1.4 3.1 2.5 7 2.5M18 5.5V11" />
      <path d="M4 11c0 1.4 3.1 2.5 7 2.5" />
      <path d="M18 14v7M15.5 18.5 18 21l2.5-2.5" />
    </Svg>
  );
}
