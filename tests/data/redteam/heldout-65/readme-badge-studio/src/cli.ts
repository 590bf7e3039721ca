import { detectProject } from './detect';
import { BadgeSet } from './badges';
import { PreviewRenderer } from './preview';

const style = (() => {
  const i = process.argv.indexOf('--style');
  return i > 0 ? process.argv[i + 1] : 'flat';
})();

async function main() {
  const project = await detectProject(process.cwd());
  const set = new BadgeSet(project, style);
  const badges = set.build();

  console.log('### Markdown\n');
  console.log(badges.map((b) => `[![${b.label}](${b.img})](${b.href})`).join(' '));
  console.log('\n### Preview\n');
  console.log(await new PreviewRenderer(project).render(badges));
}

main();
