/** A phone or e-mail shown with most of it hidden: "(532) *** ** 67", "a***@ornek.com". */
export function maskTarget(target: string): string {
  if (target.includes('@')) {
    const [user = '', domain = ''] = target.split('@');
    return `${user.slice(0, 1)}***@${domain}`;
  }
  return `(${target.slice(0, 3)}) *** ** ${target.slice(-2)}`;
}
