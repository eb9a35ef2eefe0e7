import AjvCompiler from '@fastify/ajv-compiler';

/** A route part as fastify hands it to the validator compiler. */
interface RoutePart {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
interface SchemaNode {
  type?: unknown;
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
}
type Validate = ((data: unknown) => unknown) & { errors?: unknown[] | null };
type BuildValidator = ReturnType<typeof AjvCompiler>;

/** A number in a path or a query string: digits only (no sign, point, exponent, space or `true`). */
const DIGITS = /^\d+$/;

const isNumeric = (node: SchemaNode | undefined): boolean =>
  node !== undefined && (node.type === 'integer' || node.type === 'number' || (node.anyOf?.some(isNumeric) ?? false));

/**
 * A path's or query string's validator that takes a number written as a string only when it is digits: ajv's
 * coercion alone would read '1.0', '+1', ' 1', '0x1' and 'true' as 1.
 */
function digitsOnly(schema: unknown, validate: Validate): Validate {
  const properties = (schema as SchemaNode).properties ?? {};
  const numeric = Object.keys(properties).filter((name) => isNumeric(properties[name]));
  if (numeric.length === 0) return validate;
  const checked: Validate = (data) => {
    for (const name of numeric) {
      const value = (data as Record<string, unknown> | null)?.[name];
      if (typeof value === 'string' && !DIGITS.test(value)) {
        checked.errors = [
          {
            keyword: 'type',
            instancePath: `/${name}`,
            schemaPath: `#/properties/${name}/type`,
            params: { type: 'integer' },
            message: 'must be a whole number written in digits',
            parentSchema: properties[name],
            data: value,
          },
        ];
        return false;
      }
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

/**
 * fastify's validator factory: JSON bodies are never coerced nor trimmed; path and query turn into numbers only from digits.
 * See docs/decisions/0009-strict-request-validation.md
 */
export function strictValidators(): BuildValidator {
  const pool = AjvCompiler();
  return ((externalSchemas: unknown, options: { customOptions?: object }) => {
    const asSent = pool(
      externalSchemas as never,
      { ...options, customOptions: { ...options.customOptions, coerceTypes: false, removeAdditional: false } } as never,
    ) as unknown as (route: RoutePart) => Validate;
    const fromText = pool(externalSchemas as never, options as never) as unknown as (route: RoutePart) => Validate;
    return (route: RoutePart) => (route.httpPart === 'body' ? asSent(route) : digitsOnly(route.schema, fromText(route)));
  }) as unknown as BuildValidator;
}
