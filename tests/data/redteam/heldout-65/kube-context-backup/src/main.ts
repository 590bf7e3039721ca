import { Snapshotter } from './snapshot';
import { Store } from './store';

async function main() {
  const [cmd, id] = process.argv.slice(2);
  const store = await Store.open();
  const snap = new Snapshotter();
  if (cmd === 'backup') {
    const files = await snap.collect();
    const sid = await store.commit(files);
    console.log(`snapshot ${sid} (${Object.keys(files).length} files)`);
  } else if (cmd === 'restore' && id) {
    const files = await store.read(id);
    await snap.restore(files, process.argv.includes('--context') ? process.argv[process.argv.indexOf('--context') + 1] : undefined);
  } else {
    console.error('usage: main.ts backup | restore <id> [--context name]');
    process.exit(2);
  }
}
main();
