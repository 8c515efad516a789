import { describe, expect, it } from 'vitest';
import { referralLink, referralSiteProblem } from './referral-site';

describe('referralSiteProblem', () => {
  it('asks for a name, then a link, then a web address', () => {
    expect(referralSiteProblem(' ', 'https://a.example')).toBe('referral_site_name_blank');
    expect(referralSiteProblem('Blog', '  ')).toBe('referral_site_link_blank');
    expect(referralSiteProblem('Blog', 'blog.example')).toBe('referral_site_link_invalid');
    expect(referralSiteProblem('Blog', 'ftp://blog.example')).toBe('referral_site_link_invalid');
    expect(referralSiteProblem('Blog', 'https://localhost')).toBe('referral_site_link_invalid');
    expect(referralSiteProblem('Blog', ' https://blog.example/casino ')).toBeNull();
  });

  it('links the sign-up page with the code', () => {
    expect(referralLink('https://casino.example', 'REF-AB23CD45')).toBe('https://casino.example/sign-up/REF-AB23CD45');
  });
});
