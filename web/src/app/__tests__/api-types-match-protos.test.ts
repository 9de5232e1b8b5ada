/**
 * The web's API JSON types are written by hand, each marked with the proto message it mirrors
 * (`/** @proto kadry.absences.v1.RequestRow *\/`); this test holds them to proto/ as the gateway
 * prints them (docs/decisions/0005-web-api-types.md):
 * - every property is a field of the message under its JSON name (lowerCamelCase);
 * - its type is the field's proto3 JSON type: string, number, boolean, an enum's names, int64 as
 *   a string, arrays for repeated fields, nested messages checked the same way; a date-named
 *   string field of a response is `Date | string` (lib/revive-dates.ts revives it), no other is;
 * - in responses, scalars and repeated fields are never optional (the gateway prints them
 *   always, gateway/transcoding.cc `always_print_primitive_fields`) and message fields and fields
 *   with presence (a oneof's, a proto3 `optional` scalar) always are (printed only when set);
 *   null is never printed;
 * - a message that travels both ways but whose web type is only ever sent says so:
 *   `@proto kadry.bonus_declarations.v1.Campaign sent` is checked as a request only, and one
 *   only ever received `@proto kadry.absences.v1.Benefit received` as a response only;
 * - every RTK Query endpoint's wire types (the response, the body) are tagged types, unless the
 *   endpoint says `@notProto <why>` (another server's API, a file).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import protobuf from 'protobufjs';
import { API, SymbolFlags, TypeFlags, type Checker, type Symbol as TsSymbol, type Type } from 'typescript/unstable/sync';
import { SyntaxKind, type Node } from 'typescript/unstable/ast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_FIELD } from '../../lib/revive-dates';

const WEB = resolve(__dirname, '../../..');
const PROTO = resolve(WEB, '../proto');

// ------------------------------------------------------------------ the protos

const protoFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? protoFiles(p) : f.endsWith('.proto') ? [p] : [];
  });

function loadProtos(): protobuf.Root {
  const root = new protobuf.Root();
  // Imports are relative to proto/; google/protobuf/*.proto are protobufjs' bundled copies
  // (descriptor.proto, for the method options, is a file of the package, not a built-in).
  const bundled = (target: string) =>
    target === 'google/protobuf/descriptor.proto' ? resolve(WEB, 'node_modules/protobufjs', target) : target;
  root.resolvePath = (_origin, target) => (target.startsWith('google/protobuf/') ? bundled(target) : resolve(PROTO, target));
  root.loadSync(
    protoFiles(PROTO).map((f) => relative(PROTO, f)),
    { keepCase: true },
  );
  root.resolveAll();
  return root;
}

/** protoc's json_name: underscores dropped, the letter after each one upper-cased. */
function jsonName(field: protobuf.Field): string {
  const explicit = (field.options as Record<string, unknown> | undefined)?.json_name;
  if (typeof explicit === 'string') return explicit;
  let out = '';
  let upper = false;
  for (const c of field.name) {
    if (c === '_') upper = true;
    else {
      out += upper ? c.toUpperCase() : c;
      upper = false;
    }
  }
  return out;
}

type Mode = 'request' | 'response';

/** Which way each message travels: reachable from a method's input (request) or output (response). */
function messageModes(root: protobuf.Root): Map<string, Set<Mode>> {
  const modes = new Map<string, Set<Mode>>();
  const mark = (type: protobuf.Type, mode: Mode) => {
    const set = modes.get(type.fullName) ?? new Set<Mode>();
    if (set.has(mode)) return;
    set.add(mode);
    modes.set(type.fullName, set);
    for (const f of type.fieldsArray) if (f.resolvedType instanceof protobuf.Type) mark(f.resolvedType, mode);
  };
  const visit = (ns: protobuf.NamespaceBase) => {
    for (const nested of ns.nestedArray) {
      if (nested instanceof protobuf.Service) {
        for (const m of nested.methodsArray) {
          mark(m.resolvedRequestType!, 'request');
          mark(m.resolvedResponseType!, 'response');
        }
      }
      if (nested instanceof protobuf.Namespace) visit(nested);
    }
  };
  visit(root);
  return modes;
}

const NUMBER_TYPES = new Set(['int32', 'uint32', 'sint32', 'fixed32', 'sfixed32', 'double', 'float']);
const INT64_TYPES = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
/** Well-known types whose JSON is a string. */
const STRING_WKT = new Set(['.google.protobuf.Timestamp', '.google.protobuf.Duration', '.google.protobuf.FieldMask']);

// ------------------------------------------------------------------ the web's types

interface Context {
  checker: Checker;
  root: protobuf.Root;
  modes: Map<string, Set<Mode>>;
}

const tagOf = (checker: Checker, symbol: TsSymbol | undefined, tag: string) => symbol?.getJsDocTags(checker).find((t) => t.name === tag);

/** The message a type is tagged with (`@proto`), on its alias or its interface. */
function protoTagOf(checker: Checker, type: Type): string | undefined {
  for (const s of [type.getAliasSymbol(), type.getSymbol()]) {
    const tag = tagOf(checker, s, 'proto');
    if (tag) return (tag.text ?? '').trim().split(/\s+/)[0];
  }
  return undefined;
}

const parts = (t: Type) => (t.isUnionType() ? t.getTypes() : [t]);
const isDate = (t: Type) => !!(t.flags & TypeFlags.Object) && t.getSymbol()?.name === 'Date';

/** Mismatches of one property against its field. */
function checkField(ctx: Context, where: string, prop: TsSymbol, field: protobuf.Field, mode: Mode, seen: Set<string>): string[] {
  const { checker } = ctx;
  const type = checker.getTypeOfSymbol(prop)!;
  const members = parts(type);
  const optional = !!(prop.flags & SymbolFlags.Optional) || members.some((t) => t.flags & TypeFlags.Undefined);
  const errors: string[] = [];
  if (mode === 'response' && members.some((t) => t.flags & TypeFlags.Null))
    errors.push(`${where}: null, which the gateway never prints (leave the field out instead)`);
  const values = members.filter((t) => !(t.flags & (TypeFlags.Null | TypeFlags.Undefined)));
  const isMessage = !field.repeated && !field.map && field.resolvedType instanceof protobuf.Type;
  // A message field, and a field of a oneof (a proto3 `optional` scalar is one), has presence.
  const printedWhenSet = isMessage || !!field.partOf;
  if (mode === 'response') {
    if (printedWhenSet && !optional)
      errors.push(`${where}: ${isMessage ? 'a message field' : 'a field with presence'} is printed only when set, so it must be optional`);
    if (!printedWhenSet && optional)
      errors.push(`${where}: ${field.repeated ? 'a repeated' : 'a scalar'} field is always printed, so it must not be optional`);
  }
  if (field.map) {
    // proto3 JSON prints a map as an object whatever its key type: Record<string, value>.
    const infos = values.length === 1 && values[0].flags & TypeFlags.Object ? checker.getIndexInfosOfType(values[0]) : [];
    if (infos.length !== 1 || !(infos[0].keyType.flags & TypeFlags.String)) {
      return [...errors, `${where}: a map field must be a Record<string, …>, not ${checker.typeToString(type)}`];
    }
    return [...errors, ...checkValue(ctx, `${where}{}`, parts(infos[0].valueType), field, mode, seen, prop.name)];
  }
  if (field.repeated) {
    if (values.length !== 1 || !checker.isArrayType(values[0]))
      return [...errors, `${where}: a repeated field must be an array, not ${checker.typeToString(type)}`];
    const element = checker.getTypeArguments(values[0] as never)[0];
    return [...errors, ...checkValue(ctx, `${where}[]`, parts(element), field, mode, seen, prop.name)];
  }
  return [...errors, ...checkValue(ctx, where, values, field, mode, seen, prop.name)];
}

/** Mismatches of a (non-null) value type against a field's single value. */
function checkValue(
  ctx: Context,
  where: string,
  values: readonly Type[],
  field: protobuf.Field,
  mode: Mode,
  seen: Set<string>,
  name: string,
): string[] {
  const { checker } = ctx;
  const shown = values.map((t) => checker.typeToString(t)).join(' | ');
  const only = (ok: (t: Type) => boolean, expected: string) =>
    values.length > 0 && values.every(ok) ? [] : [`${where}: ${field.type} must be ${expected}, not ${shown}`];
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) {
    const names = new Set(Object.keys(resolved.values));
    return only(
      (t) => !!(t.flags & TypeFlags.String) || (t.isStringLiteralType() && names.has(t.value)),
      `a string of ${[...names].join(', ')}`,
    );
  }
  if (resolved instanceof protobuf.Type) {
    const full = `.${resolved.fullName.replace(/^\./, '')}`;
    if (full === '.google.protobuf.Struct') {
      return only(
        (t) => !!(t.flags & TypeFlags.Object) && checker.getIndexInfosOfType(t).length > 0,
        'an object (Record<string, unknown>)',
      );
    }
    if (STRING_WKT.has(full)) return checkString(where, values, field, mode, name, shown);
    if (full.startsWith('.google.protobuf.')) return [`${where}: ${full} is not supported by this check yet`];
    if (values.length !== 1 || !(values[0].flags & TypeFlags.Object) || checker.isArrayType(values[0]) || isDate(values[0])) {
      return [`${where}: ${resolved.fullName} must be an object, not ${shown}`];
    }
    const tag = protoTagOf(checker, values[0]);
    const messageName = resolved.fullName.replace(/^\./, '');
    if (tag && tag !== messageName) return [`${where}: is ${messageName}, but its type is tagged @proto ${tag}`];
    return checkMessage(ctx, where, values[0], resolved, mode, seen);
  }
  if (field.type === 'bool') return only((t) => !!(t.flags & (TypeFlags.Boolean | TypeFlags.BooleanLiteral)), 'boolean');
  if (NUMBER_TYPES.has(field.type)) return only((t) => !!(t.flags & (TypeFlags.Number | TypeFlags.NumberLiteral)), 'number');
  if (INT64_TYPES.has(field.type))
    return only((t) => !!(t.flags & TypeFlags.String), 'string (proto3 JSON prints 64-bit integers as strings)');
  if (field.type === 'bytes') return only((t) => !!(t.flags & TypeFlags.String), 'string (base64)');
  if (field.type === 'string') return checkString(where, values, field, mode, name, shown);
  return [`${where}: ${field.type} is not supported by this check yet`];
}

/** A string field; in responses a date-named one arrives revived, as `Date | string`. */
function checkString(where: string, values: readonly Type[], field: protobuf.Field, mode: Mode, name: string, shown: string): string[] {
  const revived = mode === 'response' && DATE_FIELD.test(name);
  const strings = values.filter((t) => t.flags & (TypeFlags.String | TypeFlags.StringLiteral));
  const dates = values.filter(isDate);
  if (strings.length + dates.length !== values.length || strings.length === 0)
    return [`${where}: ${field.type} must be a string, not ${shown}`];
  if (revived && (dates.length === 0 || !strings.some((t) => t.flags & TypeFlags.String))) {
    return [`${where}: a date-named string of a response arrives revived (lib/revive-dates.ts): it must be Date | string, not ${shown}`];
  }
  if (!revived && dates.length > 0)
    return [`${where}: only date-named fields of responses are revived to Date; this one stays a string, not ${shown}`];
  return [];
}

/**
 * The fields of a message as the gateway prints and reads them: a field of a paging message
 * stands for its members, beside the list's own fields (docs/architecture.md §3, gateway/proto_json.h
 * IsInlined); PageRequest's `all` has no name over HTTP (it is `page-size=all`).
 */
const INLINED = new Set(['kadry.common.v1.PageRequest', 'kadry.common.v1.PageResponse']);
function flatFields(message: protobuf.Type): protobuf.Field[] {
  return message.fieldsArray.flatMap((f) => {
    const t = f.resolvedType;
    if (f.repeated || !(t instanceof protobuf.Type)) return [f];
    const name = t.fullName.replace(/^\./, '');
    if (!INLINED.has(name)) return [f];
    return t.fieldsArray.filter((m) => !(name === 'kadry.common.v1.PageRequest' && m.name === 'all'));
  });
}

/** Mismatches of an object type against a message, in one direction. */
function checkMessage(ctx: Context, where: string, type: Type, message: protobuf.Type, mode: Mode, seen: Set<string>): string[] {
  const key = `${type.id}:${message.fullName}:${mode}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const fields = flatFields(message);
  const byJson = new Map(fields.map((f) => [jsonName(f), f]));
  return ctx.checker.getPropertiesOfType(type).flatMap((prop) => {
    const field = byJson.get(prop.name);
    const at = `${where}.${prop.name}`;
    if (!field) {
      const known = fields.find((f) => f.name === prop.name);
      return [
        `${at}: ${message.fullName.replace(/^\./, '')} has no field with the JSON name '${prop.name}'${known ? ` (the JSON name of ${known.name} is ${jsonName(known)})` : ''}`,
      ];
    }
    return checkField(ctx, at, prop, field, mode, seen);
  });
}

// ------------------------------------------------------------------ the sources

function walk(node: Node, visit: (n: Node) => void) {
  visit(node);
  node.forEachChild((child) => {
    walk(child, visit);
    return undefined;
  });
}

const nameOf = (n: Node | undefined): string | undefined => (n as { text?: string } | undefined)?.text;

interface Tagged {
  where: string;
  message: string;
  /** Tagged `... sent` or `... received`: the one direction the web uses it in, checked alone. */
  only?: Mode;
  type: Type;
}

interface Endpoint {
  where: string;
  notProto?: string;
  /** The JSON the server answers, as the endpoint types it; undefined when it does not. */
  response?: Type;
  responseProblem?: string;
  body?: Type;
}

describe('the web API types match the protos as the gateway prints them (docs/decisions/0005-web-api-types.md)', () => {
  let api: API;
  let ctx: Context;
  const tagged: Tagged[] = [];
  const endpoints: Endpoint[] = [];

  beforeAll(() => {
    const root = loadProtos();
    api = new API({ cwd: WEB });
    const project = api.updateSnapshot({ openProject: join(WEB, 'tsconfig.app.json') }).getProjects()[0];
    const checker = project.checker;
    ctx = { checker, root, modes: messageModes(root) };
    const sources = project.program
      .getSourceFileNames()
      .filter((f) => f.startsWith(join(WEB, 'src') + '/') && !f.includes('/__tests__/') && !f.includes('/test/'));
    for (const fileName of sources) {
      const file = project.program.getSourceFile(fileName)!;
      const rel = relative(WEB, fileName);
      walk(file, (node) => {
        if (node.kind === SyntaxKind.InterfaceDeclaration || node.kind === SyntaxKind.TypeAliasDeclaration) {
          const name = (node as unknown as { name: Node }).name;
          const symbol = checker.getSymbolAtLocation(name);
          const tag = tagOf(checker, symbol, 'proto');
          if (symbol && tag) {
            const [message, qualifier] = (tag.text ?? '').trim().split(/\s+/);
            tagged.push({
              where: `${rel} ${nameOf(name)}`,
              message,
              only: qualifier === 'sent' ? 'request' : qualifier === 'received' ? 'response' : undefined,
              type: checker.getDeclaredTypeOfSymbol(symbol),
            });
          }
        }
        // endpoints: (build) => ({ name: build.query<Result, Arg>({ ... }), ... })
        if (node.kind === SyntaxKind.PropertyAssignment && nameOf((node as unknown as { name: Node }).name) === 'endpoints') {
          const fn = (node as unknown as { initializer: Node & { parameters?: { name: Node }[] } }).initializer;
          if (!fn.parameters?.length) return; // createApi's empty `endpoints: () => ({})`
          const build = nameOf(fn.parameters[0].name);
          if (!build) throw new Error(`${rel}: endpoints is not (build) => ({ ... })`);
          walk(fn, (call) => {
            if (call.kind !== SyntaxKind.CallExpression) return;
            const callee = (call as unknown as { expression: Node & { expression?: Node; name?: Node } }).expression;
            if (callee.kind !== SyntaxKind.PropertyAccessExpression || nameOf(callee.expression) !== build) return;
            if (!['query', 'mutation', 'infiniteQuery'].includes(nameOf(callee.name) ?? '')) return;
            endpoints.push(readEndpoint(checker, rel, call));
          });
        }
      });
    }
  }, 60_000);

  afterAll(() => api?.close());

  it('finds the tagged types and the endpoints', () => {
    expect(tagged.length).toBeGreaterThan(20);
    expect(endpoints.length).toBeGreaterThan(15);
  });

  it('every tagged type names a message of proto/ and matches it in each direction the message travels', () => {
    const errors = tagged.flatMap(({ where, message, only, type }) => {
      let resolved: protobuf.Type;
      try {
        resolved = ctx.root.lookupType(message);
      } catch {
        return [`${where}: @proto ${message} is not a message of proto/`];
      }
      const modes = only ? new Set<Mode>([only]) : (ctx.modes.get(resolved.fullName) ?? new Set<Mode>(['response']));
      return [...modes].flatMap((mode) => checkMessage(ctx, `${where} (${mode})`, type, resolved, mode, new Set()));
    });
    expect(errors).toEqual([]);
  });

  it('every endpoint answers and sends tagged types (or says @notProto why not)', () => {
    const errors = endpoints.flatMap((e) => {
      if (e.notProto !== undefined) return e.notProto ? [] : [`${e.where}: @notProto needs a reason`];
      const out: string[] = [];
      if (e.responseProblem) out.push(`${e.where}: ${e.responseProblem}`);
      else if (!e.response || !protoTagOf(ctx.checker, e.response)) {
        out.push(`${e.where}: the response type ${e.response ? ctx.checker.typeToString(e.response) : '?'} is not a @proto-tagged type`);
      }
      if (e.body && !protoTagOf(ctx.checker, e.body))
        out.push(`${e.where}: the body type ${ctx.checker.typeToString(e.body)} is not a @proto-tagged type`);
      return out;
    });
    expect(errors).toEqual([]);
  });
});

type AnyNode = Node & Record<string, unknown>;

/** An endpoint's wire types: transformResponse's parameter (else the result type) and its body. */
function readEndpoint(checker: Checker, rel: string, call: Node): Endpoint {
  const c = call as AnyNode & { typeArguments?: Node[]; arguments: Node[]; parent: Node };
  const assignment = c.parent as AnyNode & { name: Node };
  const where = `${rel} ${nameOf(assignment.name) ?? '?'}`;
  const notProto = tagOf(checker, checker.getSymbolAtLocation(assignment.name), 'notProto');
  const endpoint: Endpoint = { where, notProto: notProto ? (notProto.text ?? '').trim() : undefined };
  const options = c.arguments[0] as AnyNode & { properties?: (AnyNode & { name: Node; initializer?: AnyNode })[] };
  const property = (name: string) => options.properties?.find((p) => nameOf(p.name) === name);
  const transform = property('transformResponse')?.initializer as (AnyNode & { parameters?: (AnyNode & { type?: Node })[] }) | undefined;
  if (transform) {
    const param = transform.parameters?.[0];
    if (!param?.type)
      endpoint.responseProblem = 'transformResponse must annotate its parameter with the @proto-tagged type the server answers';
    else endpoint.response = checker.getTypeFromTypeNode(param.type as never);
  } else if (c.typeArguments?.[0]) {
    endpoint.response = checker.getTypeFromTypeNode(c.typeArguments[0] as never);
  } else {
    endpoint.responseProblem = 'the result type must be given (build.query<Result, Arg>)';
  }
  const query = property('query')?.initializer;
  if (query) {
    walk(query, (n) => {
      if (n.kind !== SyntaxKind.PropertyAssignment && n.kind !== SyntaxKind.ShorthandPropertyAssignment) return;
      const p = n as AnyNode & { name: Node; initializer?: AnyNode & { type?: Node } };
      if (nameOf(p.name) !== 'body') return;
      const value = p.initializer;
      if (value && (value.kind === SyntaxKind.SatisfiesExpression || value.kind === SyntaxKind.AsExpression)) {
        endpoint.body = checker.getTypeFromTypeNode(value.type as never);
      } else {
        endpoint.body = checker.getTypeAtLocation((value ?? p.name) as never);
      }
    });
  }
  return endpoint;
}
