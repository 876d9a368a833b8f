/** Flat icons for the demo shipping and payment methods, drawn here so nothing is fetched. */
const frame = (body: string, background: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" rx="48" fill="${background}"/>${body}</svg>`;

export const methodIcons = {
  post: frame(
    `<rect x="40" y="80" width="176" height="112" rx="12" fill="#fff"/><path d="M40 92l88 58 88-58" fill="none" stroke="#1565c0" stroke-width="12" stroke-linejoin="round"/>`,
    '#1e88e5',
  ),
  courier: frame(
    `<rect x="36" y="96" width="112" height="72" rx="8" fill="#fff"/><path d="M148 112h40l28 32v24h-68z" fill="#fff"/><circle cx="80" cy="184" r="18" fill="#263238"/><circle cx="184" cy="184" r="18" fill="#263238"/>`,
    '#fb8c00',
  ),
  motorbike: frame(
    `<circle cx="72" cy="172" r="30" fill="none" stroke="#fff" stroke-width="12"/><circle cx="188" cy="172" r="30" fill="none" stroke="#fff" stroke-width="12"/><path d="M72 172l44-60h44l28 60M116 112h-28" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><rect x="130" y="76" width="40" height="28" rx="6" fill="#fff"/>`,
    '#43a047',
  ),
  gateway: frame(
    `<rect x="36" y="72" width="184" height="120" rx="16" fill="#fff"/><rect x="36" y="100" width="184" height="24" fill="#263238"/><rect x="56" y="148" width="64" height="16" rx="4" fill="#90a4ae"/>`,
    '#5e35b1',
  ),
  cardToCard: frame(
    `<rect x="28" y="64" width="132" height="88" rx="12" fill="#fff"/><rect x="96" y="112" width="132" height="88" rx="12" fill="#ffe082" stroke="#fff" stroke-width="6"/><path d="M60 188h40l-12-12M196 80h-40l12 12" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
    '#00897b',
  ),
  cash: frame(
    `<rect x="32" y="80" width="192" height="104" rx="12" fill="#fff"/><circle cx="128" cy="132" r="28" fill="#66bb6a"/><circle cx="60" cy="108" r="8" fill="#66bb6a"/><circle cx="196" cy="156" r="8" fill="#66bb6a"/>`,
    '#2e7d32',
  ),
  pickup: frame(
    `<path d="M40 112l20-48h136l20 48z" fill="#fff"/><rect x="52" y="112" width="152" height="88" fill="#fff"/><rect x="108" y="144" width="40" height="56" fill="#6d4c41"/><path d="M40 112h176" stroke="#6d4c41" stroke-width="8"/>`,
    '#8d6e63',
  ),
} as const;
