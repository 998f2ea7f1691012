import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { memoryPages, validateXML, type XMLFileInfo } from 'xmllint-wasm';

export interface UblValidation {
  valid: boolean;
  errors: string[];
}

const SCHEMA_DIR = fileURLToPath(new URL('./ubl-2.1/', import.meta.url));
/** Files run through one xmllint process: it compiles the 2.8 MB schema once per run. */
const MAX_BATCH = 25;
const MAX_ERRORS_PER_DOCUMENT = 20;
/** The same document always gets the same verdict; a resend (after a 503, a duplicate) is free. */
const MAX_REMEMBERED = 500;
const verdicts = new Map<string, UblValidation>();

interface UblSchemas {
  main: XMLFileInfo;
  common: XMLFileInfo[];
}

let schemas: Promise<UblSchemas> | undefined;

/** Reads the vendored OASIS schema files once per process (they never change at runtime). */
export function loadUblSchemas(): Promise<UblSchemas> {
  schemas ??= readSchemas().catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

async function readSchemas(): Promise<UblSchemas> {
  // Kept in OASIS's maindoc/ + common/ layout so the schemas' own relative imports resolve
  // inside xmllint's in-memory file system as they are.
  const mainName = 'maindoc/UBL-Invoice-2.1.xsd';
  const main = { fileName: mainName, contents: await readFile(SCHEMA_DIR + mainName, 'utf8') };
  const names = (await readdir(`${SCHEMA_DIR}common`)).filter((name) => name.endsWith('.xsd'));
  const common = await Promise.all(
    names.map(async (name) => ({
      fileName: `common/${name}`,
      contents: await readFile(`${SCHEMA_DIR}common/${name}`, 'utf8'),
    })),
  );
  return { main, common };
}

interface Pending {
  xml: string;
  resolve: (result: UblValidation) => void;
  reject: (error: unknown) => void;
}

const queue: Pending[] = [];
let draining = false;

/**
 * Validates a document against the official UBL 2.1 Invoice schema (xmllint, in wasm). Each
 * xmllint run costs ~0.4 s, nearly all of it compiling the schema, so calls that arrive
 * together (a test's Promise.all, a burst at the fake server) share one run.
 */
export async function validateUbl(xml: string): Promise<UblValidation> {
  const key = createHash('sha256').update(xml).digest('base64');
  const known = verdicts.get(key);
  if (known) return structuredClone(known);
  const verdict = await new Promise<UblValidation>((resolve, reject) => {
    queue.push({ xml, resolve, reject });
    if (!draining) {
      draining = true;
      setImmediate(drain);
    }
  });
  verdicts.set(key, verdict);
  if (verdicts.size > MAX_REMEMBERED) verdicts.delete(verdicts.keys().next().value!);
  return structuredClone(verdict);
}

async function drain(): Promise<void> {
  try {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const results = await validateBatch(batch.map((item) => item.xml));
        batch.forEach((item, i) => {
          item.resolve(results[i]!);
        });
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
  } finally {
    draining = false;
  }
}

async function validateBatch(xmls: string[]): Promise<UblValidation[]> {
  const { main, common } = await loadUblSchemas();
  const names = xmls.map((_, i) => `document-${i + 1}.xml`);
  let output: string;
  try {
    const result = await validateXML({
      xml: xmls.map((contents, i) => ({ fileName: names[i]!, contents })),
      schema: [main],
      preload: common,
      maxMemoryPages: 256 * memoryPages.MiB,
    });
    output = result.rawOutput;
  } catch (error) {
    // xmllint exits 1 when a document is not even well-formed; xmllint-wasm then rejects with
    // its stderr, which still says, file by file, what happened.
    const code = (error as { code?: unknown }).code;
    if (code !== 1 || !(error instanceof Error)) throw error;
    output = error.message;
  }
  return names.map((name) => readOutcome(name, output));
}

function readOutcome(name: string, output: string): UblValidation {
  const lines = output.split('\n');
  const errors: string[] = [];
  let verdict: boolean | undefined;
  for (const line of lines) {
    if (line === `${name} validates`) verdict = true;
    else if (line === `${name} fails to validate`) verdict = false;
    else if (line.startsWith(`${name}:`)) errors.push(line.slice(name.length + 1).trim());
  }
  if (verdict === undefined && errors.length === 0) {
    throw new Error(`xmllint said nothing about ${name}: ${output.slice(0, 500)}`);
  }
  const valid = verdict === true && errors.length === 0;
  if (!valid && errors.length === 0) errors.push('fails to validate against UBL-Invoice-2.1.xsd');
  // "12: Schemas validity error : Element '{ns}X': …" → "line 12: Element 'X': …"
  return {
    valid,
    errors: errors.slice(0, MAX_ERRORS_PER_DOCUMENT).map(tidyMessage),
  };
}

function tidyMessage(message: string): string {
  const match = /^(\d+): (?:[\w ]+ error : )?([\s\S]*)$/.exec(message);
  const text = (match ? `line ${match[1]}: ${match[2]}` : message).replace(/\{[^}]*\}/g, '');
  return text.trim();
}
