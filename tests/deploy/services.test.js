// Every service of services/service-table.txt that runs (kind not `planned`), and the gateway,
// is deployed in both overlays: a Deployment whose first init container runs `migrate`, a
// Service on its port, gRPC health probes (HTTP for the provider's and the gateway's HTTP),
// resources, the restricted security context, a NetworkPolicy that lets only declared callers
// reach its port, and its own PostgreSQL role and schema. A row added to the table without its
// deployment fails here, naming the file to add: deploy/k8s/base/services/<name>.yaml.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  OVERLAYS, containersOf, find, ingressRulesFor, ofKind, podOf, render, runningServices, selects, workloads,
} from './manifests.js';

const GATEWAY = { name: 'gateway', kind: 'gateway', port: 8080 };
// Who calls a service's gRPC port besides the gateway, as the binaries are configured: absences
// reaches identity (KADRY_IDENTITY_GRPC_ADDRESS: accounts), work-times and bonus-declarations
// read absences' people directory (KADRY_ABSENCES_GRPC_ADDRESS), absences and work-times publish
// their events to notifications (KADRY_NOTIFICATIONS_GRPC_ADDRESS). A new caller is a line here and a peer in
// the callee's NetworkPolicy.
const CALLERS = {
  identity: ['absences'],
  absences: ['work-times', 'bonus-declarations'],
  notifications: ['absences', 'work-times'],
};
const missing = (name) =>
  `no Deployment "${name}": add deploy/k8s/base/services/${name}.yaml (as work-times.yaml), list it in ` +
  'deploy/k8s/base/kustomization.yaml, and give it a role and a schema in deploy/k8s/base/postgres.yaml';

/** The container port a Service's or probe's port (a number or a name) reaches. */
const containerPort = (container, port) =>
  (container.ports ?? []).find((p) => p.containerPort === port || p.name === port)?.containerPort;

for (const overlay of OVERLAYS) {
  for (const service of [...runningServices(), GATEWAY]) {
    const { name, kind, port } = service;
    const objects = () => render(overlay);
    const deployment = () => find(objects(), 'Deployment', name) ?? assert.fail(missing(name));
    const mainContainer = () =>
      podOf(deployment()).spec.containers.find((c) => c.name === name) ??
      assert.fail(`Deployment ${name} has no container named ${name}`);

    test(`${overlay} ${name}: a Deployment serving on ${port} and a Service to it`, () => {
      const { labels } = podOf(deployment());
      assert.ok(selects(deployment().spec.selector, labels), 'the Deployment selects its own pods');
      assert.equal(labels['app.kubernetes.io/name'], name);
      const serviceObject = find(objects(), 'Service', name) ?? assert.fail(`no Service "${name}"`);
      assert.ok(selects({ matchLabels: serviceObject.spec.selector }, labels), `Service ${name} selects the pods`);
      const servicePort = serviceObject.spec.ports.find((p) => p.port === port) ??
        assert.fail(`Service ${name} has no port ${port} (services/service-table.txt)`);
      assert.equal(containerPort(mainContainer(), servicePort.targetPort ?? port), port, 'the port reaches the container');
    });

    test(`${overlay} ${name}: readiness and liveness probes on its own ports`, () => {
      const container = mainContainer();
      const probes = { readiness: container.readinessProbe, liveness: container.livenessProbe };
      for (const [what, probe] of Object.entries(probes)) {
        assert.ok(probe, `${name} has a ${what} probe`);
        if (probe.grpc) assert.equal(probe.grpc.port, port, `${what}: the gRPC health protocol on the table's port`);
        else if (probe.httpGet) assert.ok(containerPort(container, probe.httpGet.port), `${what}: HTTP on a port of the container`);
        else assert.fail(`${name}'s ${what} probe is neither grpc nor httpGet`);
      }
      if (kind === 'grpc') {
        assert.ok(probes.readiness.grpc && probes.liveness.grpc, 'a gRPC service is probed with the gRPC health protocol');
      } else if (kind === 'provider') {
        assert.ok(probes.readiness.grpc || probes.liveness.grpc, 'the provider\'s gRPC port is probed too');
        assert.ok(probes.readiness.httpGet || probes.liveness.httpGet, 'the provider\'s HTTP port is probed too');
      } else {
        assert.ok(probes.readiness.httpGet && probes.liveness.httpGet, 'the gateway is probed over HTTP');
      }
    });

    if (kind !== 'gateway') {
      test(`${overlay} ${name}: the first init container runs \`${name} migrate\``, () => {
        const [first] = podOf(deployment()).spec.initContainers ?? [];
        assert.ok(first, `${name} has no init container`);
        assert.deepEqual([...(first.command ?? []), ...(first.args ?? [])], [`/usr/local/bin/${name}`, 'migrate']);
        assert.equal(first.image, mainContainer().image, 'migrations of the same version as the server');
      });

      test(`${overlay} ${name}: its own database role, password Secret and schema`, () => {
        const role = `kadry_${service.schema}`;
        const secret = `kadry-db-${name}`;
        const env = Object.fromEntries((mainContainer().env ?? []).map((e) => [e.name, e]));
        const dsnVariable = `KADRY_${name.toUpperCase().replaceAll('-', '_')}_PG_DSN`;
        assert.match(env[dsnVariable]?.value ?? '', new RegExp(`(^| )user=${role}( |$)`), `${dsnVariable} logs in as ${role}`);
        assert.doesNotMatch(env[dsnVariable].value, /password=/, 'no password in the connection string');
        assert.equal(env.PGPASSWORD?.valueFrom?.secretKeyRef?.name, secret, `PGPASSWORD from Secret ${secret}`);
        const cluster = find(objects(), 'Cluster', 'kadry-db') ?? assert.fail('no CloudNativePG Cluster kadry-db');
        const managed = (cluster.spec.managed?.roles ?? []).find((r) => r.name === role) ??
          assert.fail(`Cluster kadry-db manages no role ${role} (deploy/k8s/base/postgres.yaml)`);
        assert.equal(managed.login, true);
        assert.equal(managed.superuser ?? false, false);
        assert.equal(managed.passwordSecret?.name, secret, `role ${role}'s password is Secret ${secret}`);
        const schemas = ofKind(objects(), 'Database').flatMap((d) => d.spec.schemas ?? []);
        assert.ok(schemas.some((s) => s.name === service.schema && s.owner === role),
          `a CloudNativePG Database keeps schema ${service.schema} owned by ${role} (deploy/k8s/base/postgres.yaml)`);
      });
    }

    const reachedBy = kind === 'gateway' ? 'only the Ingress controller' : `only ${['gateway', ...(CALLERS[name] ?? [])].join(', ')}`;
    test(`${overlay} ${name}: ${reachedBy} may reach port ${port}`, () => {
      const { labels } = podOf(deployment());
      const rules = ingressRulesFor(objects(), labels, port);
      assert.ok(rules.length > 0, `a NetworkPolicy lets callers reach ${name}:${port}`);
      assert.ok(ofKind(objects(), 'NetworkPolicy').some((p) => p.metadata.name === 'default-deny-ingress' &&
        Object.keys(p.spec.podSelector).length === 0), 'everything else is denied');
      const allowed = new Set();
      for (const { policy, rule } of rules) {
        assert.ok(rule.from?.length, `${policy}: a rule without \`from\` lets anyone in`);
        for (const peer of rule.from) {
          assert.ok(!peer.ipBlock, `${policy}: no address ranges`);
          if (peer.namespaceSelector) {
            assert.equal(kind, 'gateway', `${policy}: another namespace reaches ${name}'s gRPC port`);
            assert.ok(!peer.podSelector && Object.keys(peer.namespaceSelector.matchLabels ?? {}).length,
              `${policy}: one named namespace (the Ingress controller's)`);
            allowed.add('ingress controller');
            continue;
          }
          for (const workload of workloads(objects())) {
            if (selects(peer.podSelector, podOf(workload).labels)) allowed.add(workload.metadata.name);
          }
        }
      }
      const expected = kind === 'gateway' ? ['ingress controller'] : ['gateway', ...(CALLERS[name] ?? [])];
      assert.deepEqual([...allowed].sort(), expected.sort(), `who reaches ${name}:${port}`);
    });
  }

  test(`${overlay}: every process that verifies tokens reaches the provider's signing keys`, () => {
    const objects = render(overlay);
    const config = find(objects, 'ConfigMap', 'kadry-config').data;
    const jwks = new URL(config.KADRY_JWKS_URL);
    const identity = podOf(find(objects, 'Deployment', 'identity')).labels;
    const jwksPort = Number(jwks.port) || 80;
    assert.equal(jwks.hostname, 'identity', 'the keys are fetched inside the cluster');
    const rules = ingressRulesFor(objects, identity, jwksPort);
    for (const { name } of [...runningServices().filter((s) => s.name !== 'identity'), GATEWAY]) {
      const labels = podOf(find(objects, 'Deployment', name)).labels;
      assert.ok(rules.some(({ rule }) => (rule.from ?? []).some((peer) => peer.podSelector && selects(peer.podSelector, labels))),
        `${name} reaches identity:${jwksPort}${jwks.pathname}`);
    }
  });

  test(`${overlay}: every container is restricted (non-root, read-only root, no capabilities, RuntimeDefault seccomp) and sized`, () => {
    const problems = [];
    for (const workload of workloads(render(overlay))) {
      const { spec } = podOf(workload);
      const pod = spec.securityContext ?? {};
      for (const { container } of containersOf(spec)) {
        const where = `${workload.kind} ${workload.metadata.name}, container ${container.name}`;
        const c = container.securityContext ?? {};
        if ((c.runAsNonRoot ?? pod.runAsNonRoot) !== true) problems.push(`${where}: runAsNonRoot`);
        if (!((c.runAsUser ?? pod.runAsUser) > 0)) problems.push(`${where}: a numeric non-root runAsUser`);
        if (c.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation false`);
        if (c.readOnlyRootFilesystem !== true) problems.push(`${where}: readOnlyRootFilesystem`);
        if (!(c.capabilities?.drop ?? []).includes('ALL')) problems.push(`${where}: drop ALL capabilities`);
        if (c.capabilities?.add?.length) problems.push(`${where}: adds capabilities`);
        if ((c.seccompProfile ?? pod.seccompProfile)?.type !== 'RuntimeDefault') problems.push(`${where}: seccompProfile RuntimeDefault`);
        for (const bound of ['requests', 'limits']) {
          for (const resource of ['cpu', 'memory']) {
            if (!container.resources?.[bound]?.[resource]) problems.push(`${where}: resources.${bound}.${resource}`);
          }
        }
      }
      if (spec.hostNetwork || spec.hostPID || spec.hostIPC) problems.push(`${workload.metadata.name}: host namespaces`);
      if (spec.automountServiceAccountToken !== false) problems.push(`${workload.metadata.name}: mounts an API token in every container`);
    }
    assert.deepEqual(problems, []);
  });
}
