import type { ErrorObject } from 'ajv';

export type ValidationLocation = 'body' | 'path' | 'query';

const COMBINATOR_KEYWORDS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not']);

/**
 * Turns ajv errors into one `InvalidParameter` description that names the offending field,
 * e.g. `sellAmount: must match pattern "^[0-9]+$"` or `UID: must match pattern …`.
 */
export function describeValidationErrors(
  errors: readonly ErrorObject[] | null | undefined,
  location: ValidationLocation,
): string {
  if (!errors || errors.length === 0) return `${location}: invalid`;
  const specific = errors.filter((error) => !COMBINATOR_KEYWORDS.has(error.keyword));
  const described = [
    ...new Set((specific.length > 0 ? specific : errors).map((error) => describeOne(error, location))),
  ];
  if (described.length === 1) return described[0] as string;
  const combinator = errors.find((error) => COMBINATOR_KEYWORDS.has(error.keyword));
  const where = combinator ? fieldName(combinator.instancePath, location) : location;
  return `${where}: matches none of the documented shapes (${described.slice(0, 4).join('; ')})`;
}

function describeOne(error: ErrorObject, location: ValidationLocation): string {
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: string }).missingProperty);
    const parent = error.instancePath === '' ? '' : `${fieldName(error.instancePath, location)}.`;
    return `${parent}${missing}: is required`;
  }
  if (error.keyword === 'false schema') return `${fieldName(error.instancePath, location)}: is not allowed here`;
  if (error.keyword === 'type' && error.instancePath === '' && location === 'body') {
    return `body: ${error.message ?? 'has the wrong type'}`;
  }
  return `${fieldName(error.instancePath, location)}: ${error.message ?? 'is invalid'}`;
}

/** `/orderUids/3` → `orderUids[3]`; the empty path is the location itself. */
function fieldName(instancePath: string, location: ValidationLocation): string {
  if (instancePath === '') return location;
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : name === '' ? segment : `${name}.${segment}`),
      '',
    );
}
