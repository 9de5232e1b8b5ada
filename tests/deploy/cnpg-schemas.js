// JSON schemas of the CloudNativePG objects deploy/k8s writes (postgresql.cnpg.io/v1 Cluster,
// Database, ScheduledBackup), for offline validation. No npm package carries CloudNativePG's
// models, and its CRD (thousands of lines) is not in this repository, so the test states the
// part Kadry uses, written from the operator's CRD of v1.26 and later (the `schemas` of a
// Database came in 1.26): field names, types, enums and patterns as the CRD has them. Every
// object here refuses unknown fields (additionalProperties: false), so a misspelt field fails
// instead of being ignored by the operator. A field the manifests start to use must be added
// here, from the CRD.

const string = { type: 'string' };
const bool = { type: 'boolean' };
const quantity = { type: ['string', 'integer'] };
const strict = (properties, required = []) => ({ type: 'object', additionalProperties: false, properties, required });
const ensure = { enum: ['present', 'absent'] };
const localRef = strict({ name: string }, ['name']);
const secretKeyRef = strict({ name: string, key: string }, ['name', 'key']);
const objectMeta = {
  type: 'object',
  properties: { name: string, namespace: string, labels: { type: 'object' }, annotations: { type: 'object' } },
  required: ['name'],
};
const resources = strict({
  requests: strict({ cpu: quantity, memory: quantity }),
  limits: strict({ cpu: quantity, memory: quantity }),
});

const role = strict(
  {
    name: string,
    ensure,
    comment: string,
    login: bool,
    superuser: bool,
    createdb: bool,
    createrole: bool,
    inherit: bool,
    replication: bool,
    bypassrls: bool,
    connectionLimit: { type: 'integer' },
    inRoles: { type: 'array', items: string },
    passwordSecret: localRef,
    disablePassword: bool,
  },
  ['name'],
);

const barmanObjectStore = strict(
  {
    destinationPath: string,
    endpointURL: string,
    serverName: string,
    s3Credentials: strict({ accessKeyId: secretKeyRef, secretAccessKey: secretKeyRef, region: secretKeyRef, inheritFromIAMRole: bool }),
    wal: strict({ compression: { enum: ['bzip2', 'gzip', 'lz4', 'snappy', 'xz', 'zstd'] }, maxParallel: { type: 'integer', minimum: 1 } }),
    data: strict({ compression: { enum: ['bzip2', 'gzip', 'lz4', 'snappy'] }, jobs: { type: 'integer', minimum: 1 } }),
  },
  ['destinationPath'],
);

const cluster = strict(
  {
    apiVersion: { const: 'postgresql.cnpg.io/v1' },
    kind: { const: 'Cluster' },
    metadata: objectMeta,
    spec: strict(
      {
        description: string,
        instances: { type: 'integer', minimum: 1 },
        imageName: string,
        postgresql: strict({
          parameters: { type: 'object', additionalProperties: string },
          synchronous: strict(
            {
              method: { enum: ['any', 'first'] },
              number: { type: 'integer', minimum: 1 },
              dataDurability: { enum: ['required', 'preferred'] },
            },
            ['method', 'number'],
          ),
        }),
        bootstrap: strict({
          initdb: strict({
            database: string,
            owner: string,
            secret: localRef,
            encoding: string,
            localeCollate: string,
            localeCType: string,
            postInitApplicationSQL: { type: 'array', items: string },
          }),
        }),
        managed: strict({ roles: { type: 'array', items: role } }),
        storage: strict({ size: string, storageClass: string, resizeInUseVolumes: bool }),
        walStorage: strict({ size: string, storageClass: string }),
        resources,
        affinity: strict({
          enablePodAntiAffinity: bool,
          podAntiAffinityType: { enum: ['preferred', 'required'] },
          topologyKey: string,
        }),
        backup: strict({
          target: { enum: ['primary', 'prefer-standby'] },
          retentionPolicy: { type: 'string', pattern: '^[1-9][0-9]*[dwm]$' },
          barmanObjectStore,
        }),
      },
      ['instances'],
    ),
  },
  ['apiVersion', 'kind', 'metadata', 'spec'],
);

const database = strict(
  {
    apiVersion: { const: 'postgresql.cnpg.io/v1' },
    kind: { const: 'Database' },
    metadata: objectMeta,
    spec: strict(
      {
        cluster: localRef,
        name: string,
        owner: string,
        ensure,
        databaseReclaimPolicy: { enum: ['delete', 'retain'] },
        schemas: { type: 'array', items: strict({ name: string, owner: string, ensure }, ['name']) },
      },
      ['cluster', 'name', 'owner'],
    ),
  },
  ['apiVersion', 'kind', 'metadata', 'spec'],
);

const scheduledBackup = strict(
  {
    apiVersion: { const: 'postgresql.cnpg.io/v1' },
    kind: { const: 'ScheduledBackup' },
    metadata: objectMeta,
    spec: strict(
      {
        cluster: localRef,
        // Six fields: the operator's schedule starts with seconds.
        schedule: { type: 'string', pattern: '^\\S+( \\S+){5}$' },
        method: { enum: ['barmanObjectStore', 'volumeSnapshot', 'plugin'] },
        target: { enum: ['primary', 'prefer-standby'] },
        backupOwnerReference: { enum: ['none', 'self', 'cluster'] },
        immediate: bool,
        suspend: bool,
      },
      ['cluster', 'schedule'],
    ),
  },
  ['apiVersion', 'kind', 'metadata', 'spec'],
);

export const CNPG_SCHEMAS = { Cluster: cluster, Database: database, ScheduledBackup: scheduledBackup };
