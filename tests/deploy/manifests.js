// The Kubernetes manifests of deploy/k8s as an overlay renders them, and the service table they
// must follow. Offline: `kubectl kustomize` renders, nothing talks to a cluster.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { ROOT } from '../lib/env.js';

export const OVERLAYS = ['dev', 'prod'];

/** services/service-table.txt: the rows that run (kind not `planned`), as {name, kind, port, schema}. */
export function runningServices() {
  return readFileSync(`${ROOT}/services/service-table.txt`, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
    .filter(([, kind]) => kind !== 'planned')
    .map(([name, kind, port]) => ({ name, kind, port: Number(port), schema: name.replaceAll('-', '_') }));
}

const rendered = new Map();

/** Every object of deploy/k8s/overlays/<overlay>, rendered once per run. */
export function render(overlay) {
  if (!rendered.has(overlay)) {
    let text;
    try {
      text = execFileSync('kubectl', ['kustomize', `${ROOT}/deploy/k8s/overlays/${overlay}`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (e) {
      if (e.code === 'ENOENT') {
        throw new Error('kubectl is not installed: the deploy tests render the overlays with `kubectl kustomize` (kubectl 1.27 or later)');
      }
      throw new Error(`kubectl kustomize deploy/k8s/overlays/${overlay} failed:\n${e.stderr}`);
    }
    const docs = parseAllDocuments(text);
    for (const doc of docs) if (doc.errors.length) throw new Error(`${overlay}: ${doc.errors[0].message}`);
    rendered.set(overlay, docs.map((doc) => doc.toJS()).filter(Boolean));
  }
  return rendered.get(overlay);
}

export const find = (objects, kind, name) => objects.find((o) => o.kind === kind && o.metadata.name === name);
export const ofKind = (objects, kind) => objects.filter((o) => o.kind === kind);

/** Does a label selector (matchLabels and matchExpressions In/NotIn/Exists) select these labels? */
export function selects(selector, labels = {}) {
  if (!selector) return false;
  const { matchLabels = {}, matchExpressions = [] } = selector;
  const byLabels = Object.entries(matchLabels).every(([k, v]) => labels[k] === v);
  const byExpressions = matchExpressions.every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In': return values.includes(labels[key]);
      case 'NotIn': return !values.includes(labels[key]);
      case 'Exists': return key in labels;
      case 'DoesNotExist': return !(key in labels);
      default: return false;
    }
  });
  return byLabels && byExpressions;
}

/** A Deployment's or StatefulSet's pod spec and labels. */
export const podOf = (workload) => ({
  labels: workload.spec.template.metadata?.labels ?? {},
  spec: workload.spec.template.spec,
});

/** Every container of a pod spec, init containers first, as {container, init}. */
export const containersOf = (spec) => [
  ...(spec.initContainers ?? []).map((container) => ({ container, init: true })),
  ...spec.containers.map((container) => ({ container, init: false })),
];

/** The workloads that run Kadry's or its dependencies' pods. */
export const workloads = (objects) => objects.filter((o) => ['Deployment', 'StatefulSet'].includes(o.kind));

/** The NetworkPolicies of `objects` that let pods with `labels` be reached on `port`, with their rules. */
export function ingressRulesFor(objects, labels, port) {
  return ofKind(objects, 'NetworkPolicy')
    .filter((p) => selects(p.spec.podSelector, labels) && (p.spec.policyTypes ?? ['Ingress']).includes('Ingress'))
    .flatMap((p) => (p.spec.ingress ?? []).map((rule) => ({ policy: p.metadata.name, rule })))
    .filter(({ rule }) => !rule.ports || rule.ports.some((p) => p.port === port));
}
