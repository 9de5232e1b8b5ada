// Every object both overlays render is valid for its API: Kubernetes' own kinds against the
// OpenAPI schemas of kubernetes-models (types, required fields, enums and formats; it lets
// unknown fields through, which the checks of services.test.js cover for what matters),
// CloudNativePG's kinds against the schemas of cnpg-schemas.js.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import Ajv from 'ajv';
import { CNPG_SCHEMAS } from './cnpg-schemas.js';
import { OVERLAYS, render } from './manifests.js';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const cnpgValidators = Object.fromEntries(Object.entries(CNPG_SCHEMAS).map(([kind, schema]) => [kind, ajv.compile(schema)]));

// kubernetes-models lays its classes out as <group>/<version>/<Kind> ("v1/<Kind>" for core).
async function kubernetesModel(apiVersion, kind) {
  const path = apiVersion.includes('/') ? apiVersion : `v1`;
  try {
    return (await import(`kubernetes-models/${path}/${kind}`))[kind];
  } catch {
    return undefined;
  }
}

for (const overlay of OVERLAYS) {
  test(`${overlay}: every object validates against its API's schema`, async () => {
    const problems = [];
    for (const object of render(overlay)) {
      const where = `${object.kind}/${object.metadata?.name}`;
      if (object.apiVersion === 'postgresql.cnpg.io/v1') {
        const validate = cnpgValidators[object.kind];
        if (!validate) problems.push(`${where}: no schema for CloudNativePG's ${object.kind} in cnpg-schemas.js`);
        else if (!validate(object)) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
        continue;
      }
      const Model = await kubernetesModel(object.apiVersion, object.kind);
      if (!Model) {
        problems.push(`${where}: ${object.apiVersion} ${object.kind} is not a Kubernetes kind this test knows`);
        continue;
      }
      try {
        new Model(object).validate();
      } catch (e) {
        problems.push(`${where}: ${e.message}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`${overlay}: every object has a name, one namespace, and no name twice`, () => {
    const objects = render(overlay);
    const namespaces = new Set(objects.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace));
    assert.deepEqual([...namespaces], [overlay === 'prod' ? 'kadry' : `kadry-${overlay}`]);
    const keys = objects.map((o) => `${o.kind}/${o.metadata.name}`);
    assert.deepEqual(keys.filter((k, i) => keys.indexOf(k) !== i), []);
  });
}
