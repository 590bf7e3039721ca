import type { Project } from './detect';

export interface Badge { label: string; img: string; href: string; key: string }

export class BadgeSet {
  constructor(private p: Project, private style: string) {}

  private shield(label: string, msg: string, color: string) {
    const e = (s: string) => encodeURIComponent(s.replace(/-/g, '--'));
    return `https://img.shields.io/badge/${e(label)}-${e(msg)}-${color}?style=${this.style}`;
  }

  build(): Badge[] {
    const { p } = this;
    const out: Badge[] = [];
    if (p.ci === 'github' && p.slug)
      out.push({ key: 'ci', label: 'build', img: `https://img.shields.io/github/actions/workflow/status/${p.slug}/ci.yml?style=${this.style}`, href: `https://github.com/${p.slug}/actions` });
    if (p.registry === 'npm')
      out.push({ key: 'version', label: 'npm', img: `https://img.shields.io/npm/v/${p.name}?style=${this.style}`, href: `https://www.npmjs.com/package/${p.name}` });
    out.push({ key: 'license', label: 'license', img: this.shield('license', p.license, 'blue'), href: 'LICENSE' });
    out.push({ key: 'version-local', label: 'version', img: this.shield('version', p.version, 'informational'), href: '#' });
    return out;
  }
}
