// Copies the browser builds of the pinned chart library and their licences into the WAR's static
// resources (argument: the target folder, served as /vendor/). Idempotent: it only overwrites.
//
// vega-interpreter 2.x ships as an ES module importing vega-util. Artifact pages run in an
// opaque-origin sandbox where module scripts would need CORS, so it is turned into a classic script
// that takes vega-util's functions from the vega bundle (which re-exports them) and adds
// vega.expressionInterpreter: the CSP-safe evaluator used instead of Vega's code generation.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const target = process.argv[2];
const modules = 'node_modules';

function vendor(name, files, transform) {
  const folder = join(target, name);
  mkdirSync(folder, { recursive: true });
  copyFileSync(join(modules, name, 'LICENSE'), join(folder, 'LICENSE'));
  const version = JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')).version;
  writeFileSync(join(folder, 'VERSION'), version + '\n');
  for (const [from, to] of files) {
    const source = join(modules, name, from);
    if (transform) {
      writeFileSync(join(folder, to), transform(readFileSync(source, 'utf8')));
    } else {
      copyFileSync(source, join(folder, to));
    }
  }
}

function classicInterpreter(module) {
  const imports = /^import \{([^}]*)\} from 'vega-util';$/m;
  const exported = /^export \{ expression as expressionInterpreter \};$/m;
  if (!imports.test(module) || !exported.test(module)) {
    throw new Error('vega-interpreter changed its module shape; revisit vendor.mjs');
  }
  const body = module
    .replace(imports, (_, names) => `const {${names}} = vega;`)
    .replace(exported, 'vega.expressionInterpreter = expression;')
    .replace(/^\/\/# sourceMappingURL=.*$/m, '');
  return `(function () {\n'use strict';\n${body}\n})();\n`;
}

vendor('vega', [['build/vega.min.js', 'vega.min.js']]);
vendor('vega-lite', [['build/vega-lite.min.js', 'vega-lite.min.js']]);
vendor('vega-interpreter', [['build/vega-interpreter.js', 'vega-interpreter.js']], classicInterpreter);
