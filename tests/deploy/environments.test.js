// What differs between the overlays, and what neither may ever carry: prod runs several
// replicas of every service, scaled and spread, PostgreSQL with replicas and backups, Redis with
// Sentinel, and never the demo data; dev runs one of each with the demo data. No Secret values
// ship in either: every Secret is referenced, created by the operator, and named in
// docs/operations.md.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ROOT } from '../lib/env.js';
import { OVERLAYS, containersOf, find, ingressRulesFor, ofKind, podOf, render, runningServices, selects, workloads } from './manifests.js';

const deployed = () => [...runningServices().map((s) => s.name), 'gateway'];
const runs = (container) => [...(container.command ?? []), ...(container.args ?? [])];

test('prod: every service runs several replicas, spread over nodes, with an autoscaler and a disruption budget', () => {
  const objects = render('prod');
  for (const name of deployed()) {
    const deployment = find(objects, 'Deployment', name) ?? assert.fail(`no Deployment ${name}`);
    const { labels, spec } = podOf(deployment);
    assert.ok(deployment.spec.replicas > 1, `${name}: replicas > 1`);
    const hpa = ofKind(objects, 'HorizontalPodAutoscaler').find((h) =>
      h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name) ??
      assert.fail(`${name}: no HorizontalPodAutoscaler (deploy/k8s/overlays/prod/scaling.yaml)`);
    assert.ok(hpa.spec.minReplicas > 1 && hpa.spec.maxReplicas >= hpa.spec.minReplicas, `${name}: HPA bounds`);
    assert.equal(deployment.spec.replicas, hpa.spec.minReplicas, `${name}: starts at the autoscaler's minimum`);
    assert.ok(ofKind(objects, 'PodDisruptionBudget').some((p) => selects(p.spec.selector, labels)),
      `${name}: no PodDisruptionBudget (deploy/k8s/overlays/prod/scaling.yaml)`);
    const antiAffinity = [
      ...(spec.affinity?.podAntiAffinity?.requiredDuringSchedulingIgnoredDuringExecution ?? []),
      ...(spec.affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution ?? []).map((t) => t.podAffinityTerm),
    ];
    assert.ok(antiAffinity.some((term) => term.topologyKey && selects(term.labelSelector, labels)),
      `${name}: pod anti-affinity against its own replicas (deploy/k8s/overlays/prod/spread.yaml)`);
  }
});

test('prod: every service has the replica size of the capacity plan, within the PostgreSQL connections', () => {
  const objects = render('prod');
  const cores = (cpu) => (String(cpu).endsWith('m') ? Number(String(cpu).slice(0, -1)) / 1000 : Number(cpu));
  let connections = 0;
  for (const name of deployed()) {
    const main = podOf(find(objects, 'Deployment', name)).spec.containers.find((c) => c.name === name);
    // bench/run capacity counts replicas in this request (deploy/k8s/overlays/prod/resources.yaml).
    assert.ok(cores(main.resources.requests.cpu) >= 0.5, `${name}: a replica of at least half a core in prod (resources.yaml), not ${main.resources.requests.cpu}`);
    assert.ok(cores(main.resources.limits.cpu) >= cores(main.resources.requests.cpu), `${name}: limit under request`);
    const hpa = ofKind(objects, 'HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === name);
    if (name !== 'gateway') connections += hpa.spec.maxReplicas * 8;
  }
  const maxConnections = Number(find(objects, 'Cluster', 'kadry-db').spec.postgresql.parameters.max_connections);
  assert.ok(connections < maxConnections, `the services' largest pools (${connections}) under max_connections (${maxConnections})`);
});

test('prod: every process runs as production, which refuses demo data and default secrets; dev does not', () => {
  const environmentOf = (overlay) => find(render(overlay), 'ConfigMap', 'kadry-config').data.KADRY_ENVIRONMENT;
  assert.equal(environmentOf('prod'), 'production');
  assert.notEqual(environmentOf('dev'), 'production');
  for (const workload of workloads(render('prod'))) {
    for (const { container } of containersOf(podOf(workload).spec)) {
      if (!String(container.image).includes('kadry/') || String(container.image).includes('redis')) continue;
      const fromConfig = (container.envFrom ?? []).some((e) => e.configMapRef?.name === 'kadry-config');
      const overridden = (container.env ?? []).some((e) => e.name === 'KADRY_ENVIRONMENT');
      assert.ok(fromConfig && !overridden, `${workload.metadata.name}/${container.name} reads KADRY_ENVIRONMENT from kadry-config`);
    }
  }
});

test('prod: no container seeds demo data', () => {
  for (const workload of workloads(render('prod'))) {
    for (const { container } of containersOf(podOf(workload).spec)) {
      assert.ok(!runs(container).includes('seed'), `${workload.metadata.name}/${container.name} runs seed`);
    }
  }
});

test('prod: PostgreSQL is a primary with two replicas, synchronous, backed up every day', () => {
  const objects = render('prod');
  const cluster = find(objects, 'Cluster', 'kadry-db');
  assert.ok(cluster.spec.instances >= 3, 'a primary and at least two replicas');
  assert.ok(cluster.spec.postgresql.synchronous?.number >= 1, 'a commit waits for a replica');
  assert.ok(cluster.spec.backup?.barmanObjectStore?.destinationPath, 'WAL and base backups go to an object store');
  assert.ok(cluster.spec.backup.retentionPolicy, 'backups are kept for a stated time');
  assert.ok(ofKind(objects, 'ScheduledBackup').some((b) => b.spec.cluster.name === 'kadry-db'), 'a ScheduledBackup');
});

/** Whether a NetworkPolicy lets the pods labelled `from` reach the pods labelled `to` on `port`. */
const reaches = (objects, from, to, port) => ingressRulesFor(objects, to, port)
  .some(({ rule }) => (rule.from ?? []).some((peer) => peer.podSelector && selects(peer.podSelector, from)));

test('prod: Redis runs three pods with Sentinel, and the processes ask the Sentinels for the master', () => {
  const objects = render('prod');
  const redis = find(objects, 'StatefulSet', 'redis');
  assert.equal(redis.spec.replicas, 3);
  const { labels, spec } = podOf(redis);
  assert.ok(spec.containers.some((c) => runs(c).join(' ').includes('sentinel')), 'a Sentinel in every pod');
  assert.ok(spec.containers.every((c) => !runs(c).join(' ').includes('label')), 'nothing relabels pods: no API rights');
  const config = find(objects, 'ConfigMap', 'kadry-config').data;
  assert.deepEqual(config.KADRY_REDIS_SENTINELS.split(','),
    [0, 1, 2].map((i) => `redis-${i}.${redis.spec.serviceName}:26379`), 'every pod\'s Sentinel, by its stable name');
  assert.equal(config.KADRY_REDIS_MASTER, 'kadry');
  const monitored = /sentinel monitor (\S+) /.exec(find(objects, 'ConfigMap', 'redis-scripts').data['start-sentinel.sh']);
  assert.equal(monitored?.[1], config.KADRY_REDIS_MASTER, 'the Sentinels monitor the master by the name the processes ask for');
  assert.equal(find(objects, 'Service', 'redis'), undefined, 'no Service that would reach a replica');
  for (const name of deployed()) {
    const process = podOf(find(objects, 'Deployment', name)).labels;
    for (const port of [26379, 6379]) assert.ok(reaches(objects, process, labels, port), `${name} reaches redis:${port}`);
  }
});

test('dev: the processes reach the one Redis through its Service', () => {
  const objects = render('dev');
  const config = find(objects, 'ConfigMap', 'kadry-config').data;
  assert.equal(config.KADRY_REDIS_SENTINELS, undefined);
  const service = find(objects, 'Service', config.KADRY_REDIS_HOST) ?? assert.fail(`no Service ${config.KADRY_REDIS_HOST}`);
  const { labels } = podOf(find(objects, 'StatefulSet', 'redis'));
  assert.ok(selects(service.spec.selector, labels));
  for (const name of deployed()) {
    const process = podOf(find(objects, 'Deployment', name)).labels;
    assert.ok(reaches(objects, process, labels, Number(config.KADRY_REDIS_PORT)), `${name} reaches redis`);
  }
});

test('prod: the payroll export goes to the payroll system over https, so no replica needs a shared volume', () => {
  const objects = render('prod');
  const config = find(objects, 'ConfigMap', 'kadry-config').data;
  assert.match(config.KADRY_ABSENCES_EXPORT_URL ?? '', /^https:\/\/[^/]+\//);
  const absences = podOf(find(objects, 'Deployment', 'absences')).spec.containers.find((c) => c.name === 'absences');
  const token = absences.env.find((e) => e.name === 'KADRY_ABSENCES_EXPORT_TOKEN');
  assert.equal(token?.valueFrom?.secretKeyRef?.name, 'kadry-payroll-export', 'the token comes from a Secret');
  assert.deepEqual(ofKind(objects, 'PersistentVolumeClaim'), [], 'no claim shared by replicas');
});

test('dev: the payroll export writes files in the pod', () => {
  const config = find(render('dev'), 'ConfigMap', 'kadry-config').data;
  assert.equal(config.KADRY_ABSENCES_EXPORT_URL, undefined);
  assert.ok(config.KADRY_ABSENCES_EXPORT_DIR);
});

test('dev: one replica each and the demo data after the migrations', () => {
  const objects = render('dev');
  for (const name of deployed()) {
    const deployment = find(objects, 'Deployment', name);
    assert.equal(deployment.spec.replicas, 1, `${name}: one replica`);
    if (name === 'gateway') continue;
    const init = podOf(deployment).spec.initContainers.map(runs);
    assert.deepEqual(init.map((r) => r.at(-1)), ['migrate', 'seed'], `${name}: migrate, then seed`);
  }
  assert.equal(find(objects, 'Cluster', 'kadry-db').spec.instances, 1);
  assert.equal(ofKind(objects, 'HorizontalPodAutoscaler').length, 0);
});

for (const overlay of OVERLAYS) {
  test(`${overlay}: no secret values: Secrets are only referenced, and each is named in docs/operations.md`, () => {
    const objects = render(overlay);
    for (const secret of ofKind(objects, 'Secret')) {
      assert.ok(!secret.data && !secret.stringData, `Secret ${secret.metadata.name} carries data`);
    }
    const secretish = /PASSWORD|SECRET|TOKEN|PRIVATE|_KEY$/i;
    for (const configMap of ofKind(objects, 'ConfigMap')) {
      for (const key of Object.keys(configMap.data ?? {})) {
        assert.doesNotMatch(key, secretish, `ConfigMap ${configMap.metadata.name} holds ${key}`);
      }
    }
    const referenced = new Set();
    for (const workload of workloads(objects)) {
      const { spec } = podOf(workload);
      for (const volume of spec.volumes ?? []) if (volume.secret) referenced.add(volume.secret.secretName);
      for (const { container } of containersOf(spec)) {
        for (const e of container.env ?? []) {
          if (e.valueFrom?.secretKeyRef) referenced.add(e.valueFrom.secretKeyRef.name);
          else assert.ok(!secretish.test(e.name) || !e.value, `${workload.metadata.name}/${container.name}: ${e.name} has a literal value`);
          assert.doesNotMatch(e.value ?? '', /password=/i, `${workload.metadata.name}/${container.name}: a password in ${e.name}`);
        }
        for (const from of container.envFrom ?? []) if (from.secretRef) referenced.add(from.secretRef.name);
      }
    }
    const cluster = find(objects, 'Cluster', 'kadry-db');
    for (const role of cluster.spec.managed.roles) referenced.add(role.passwordSecret.name);
    for (const ref of Object.values(cluster.spec.backup?.barmanObjectStore?.s3Credentials ?? {})) referenced.add(ref.name);
    for (const ingress of ofKind(objects, 'Ingress')) for (const tls of ingress.spec.tls ?? []) referenced.add(tls.secretName);
    const operations = readFileSync(`${ROOT}/docs/operations.md`, 'utf8');
    const undocumented = [...referenced].filter((name) => !operations.includes(`\`${name}\``));
    assert.deepEqual(undocumented, [], 'every Secret the manifests reference is in docs/operations.md, with how to create it');
  });

  test(`${overlay}: the Ingress serves the public addresses the processes are configured with`, () => {
    const objects = render(overlay);
    const config = find(objects, 'ConfigMap', 'kadry-config').data;
    const [ingress] = ofKind(objects, 'Ingress');
    const backendOf = (host) => ingress.spec.rules.find((r) => r.host === host)?.http.paths[0].backend.service.name;
    const app = new URL(config.KADRY_PUBLIC_URL);
    const issuer = new URL(config.KADRY_IDENTITY_ISSUER);
    assert.equal(backendOf(app.hostname), 'gateway', `${app.hostname} goes to the gateway`);
    assert.equal(backendOf(issuer.hostname), 'identity', `${issuer.hostname} goes to the provider`);
    assert.equal(config.KADRY_IDENTITY_CORS_ORIGINS, app.origin, 'the app may call the provider');
    const tlsHosts = (ingress.spec.tls ?? []).flatMap((t) => t.hosts);
    assert.ok(tlsHosts.includes(app.hostname) && tlsHosts.includes(issuer.hostname), 'both hosts over TLS');
    assert.equal(app.protocol, 'https:');
    assert.equal(issuer.protocol, 'https:', "an https issuer: the provider's cookies are Secure");
  });

  test(`${overlay}: every image is the overlay's, never an untagged name`, () => {
    for (const workload of workloads(render(overlay))) {
      for (const { container } of containersOf(podOf(workload).spec)) {
        assert.match(container.image, /^[^/]+\/kadry\/[a-z-]+:[\w.-]+$/, `${workload.metadata.name}/${container.name}: ${container.image}`);
      }
    }
  });
}
