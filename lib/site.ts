/** The brand's fixed site details: contact block, opening hours and social profiles (one place). */
export const SITE = {
  /** The installed app's name when the app settings have no title. */
  appName: 'Member Portal',
  /** The brand colour (tailwind.config.ts `brand`): browser bars and the installed app's window. */
  themeColor: '#0f3d91',
  backgroundColor: '#ffffff',
  contact: {
    email: 'halo@arenasport.co.id',
    phone: '+62 21 5095 8800',
    phoneHref: 'tel:+622150958800',
    hours: 'Senin - Jumat, 08.00-17.00',
  },
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/arenasport.id' },
    { name: 'Facebook', href: 'https://www.facebook.com/arenasport.id' },
    { name: 'YouTube', href: 'https://www.youtube.com/@arenasport.id' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@arenasport.id' },
  ],
  links: {
    privacy: '/kebijakan-privasi',
    terms: '/syarat-dan-ketentuan',
  },
} as const;
