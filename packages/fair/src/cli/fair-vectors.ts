import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { computeFairVectors } from '../fair.vectors.js';

// Regenerates src/fair.vectors.json. Run only on purpose: a changed vector means a
// changed derivation, which breaks every past round's verification.
const target = fileURLToPath(new URL('../fair.vectors.json', import.meta.url));
writeFileSync(target, `${JSON.stringify({ vectors: computeFairVectors() }, null, 2)}\n`);
console.log(`wrote ${target}`);
