// The institute's fixed content shared by the public shell and pages: navigation, contact
// details and social links. Plain data only: the shell is in the app's entry chunk, so nothing
// here may pull in zod, the data layer or a page.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { NavLinkItem, SocialLink } from '@/ui';

export const siteBrand = { name: 'Sankalp Institute', to: '/' } as const;

/** The public navigation, in order; the footer repeats the first five. */
const publicNavLinks: readonly { to: string; label: MessageDescriptor }[] = [
  { to: '/', label: msg`Home` },
  { to: '/about', label: msg`About` },
  { to: '/courses', label: msg`Programs & Courses` },
  { to: '/results', label: msg`Results` },
  { to: '/stse', label: msg`STSE` },
  { to: '/downloads', label: msg`Downloads` },
  { to: '/careers', label: msg`Careers` },
  { to: '/contact', label: msg`Contact` },
];

const loginLabel = msg`Login`;

/** The public navigation and the Login link, in the visitor's language. */
export function usePublicNavigation(): { navLinks: NavLinkItem[]; loginLink: NavLinkItem } {
  const { i18n } = useLingui();
  return {
    navLinks: publicNavLinks.map(({ to, label }) => ({ to, label: i18n._(label) })),
    loginLink: { to: '/login', label: i18n._(loginLabel) },
  };
}

export const instituteContact = {
  address: 'Sankalp Bhawan, 14 Jhalawar Road, Kota, Rajasthan 324005',
  email: 'info@sankalpinstitute.example',
  careersEmail: 'careers@sankalpinstitute.example',
  phone: '+91 98765 43210',
  /** Opening hours shown beside the address on the contact page. */
  hours: msg`Monday to Saturday, 9 am to 7 pm`,
} as const;

export const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/sankalpinstitute', icon: 'facebook' },
  { label: 'Instagram', href: 'https://www.instagram.com/sankalpinstitute', icon: 'instagram' },
  { label: 'YouTube', href: 'https://www.youtube.com/@sankalpinstitute', icon: 'youtube' },
  { label: 'X (Twitter)', href: 'https://x.com/sankalpinst', icon: 'twitter' },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/company/sankalpinstitute',
    icon: 'linkedin',
  },
] as const satisfies readonly SocialLink[];

/** What PublicLayout's footer shows. */
export const siteFooter = {
  address: instituteContact.address,
  email: instituteContact.email,
  phone: instituteContact.phone,
  socialLinks,
};

/** "tel:+919876543210": the digits of a shown phone number, for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A mailto: link that opens the visitor's mail app with the subject and body filled in. */
export function mailtoHref(to: string, { subject, body }: { subject: string; body: string }) {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
