import { z } from 'zod';

/** A form-level problem on one field (checks the contract cannot make, e.g. each name part). */
export interface FieldIssue {
  field: string;
  message: string;
}

interface ContractFormOptions<F extends z.ZodType, C extends z.ZodType, Out> {
  /** The shape of the form values (types only; every rule lives in the contract or `check`). */
  form: F;
  /** The shared schema the API validates with (`@ssc/contracts`). */
  contract: C;
  /** The contract's input built from the form values. */
  toContract(values: z.output<F>): z.input<C>;
  /** What a valid form submits; defaults to the contract input (what the API receives). */
  toOutput?(values: z.output<F>, contractInput: z.input<C>): Out;
  /** Rules of the form itself, reported together with the contract's. */
  check?(values: z.output<F>): FieldIssue[];
  /**
   * Rules of the form whose message is more precise than the contract's for the same field, so it
   * wins (a name part's own «اسم الأب مطلوب» over the whole name's «الاسم مطلوب»).
   */
  checkFirst?(values: z.output<F>): FieldIssue[];
  /** The form field showing a contract issue (by the issue's first path segment); null hides it. */
  fieldOf?(contractPath: string): string | null;
}

/**
 * A form schema for react-hook-form's zodResolver that validates with the API's own contract, so the
 * form and the service can never disagree. The contract's issues are moved onto the form's field
 * names, and every issue is reported at once (not the form's first, then the contract's).
 */
export function contractFormSchema<F extends z.ZodType, C extends z.ZodType, Out = z.input<C>>(
  options: ContractFormOptions<F, C, Out>,
) {
  const { form, contract, toContract, toOutput, check, checkFirst, fieldOf = (p) => p } = options;
  return form.transform((values, ctx): Out => {
    // One message per field: the form's precise rules, the contract's, then the form's others.
    const issues = new Map<string, string>();
    for (const { field, message } of checkFirst?.(values) ?? []) {
      if (!issues.has(field)) issues.set(field, message);
    }
    const input = toContract(values);
    const result = contract.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fieldOf(String(issue.path[0] ?? ''));
        if (field && !issues.has(field)) issues.set(field, issue.message);
      }
    }
    for (const { field, message } of check?.(values) ?? []) {
      if (!issues.has(field)) issues.set(field, message);
    }
    if (issues.size > 0) {
      for (const [field, message] of issues)
        ctx.addIssue({ code: 'custom', message, path: [field] });
      return z.NEVER;
    }
    return toOutput ? toOutput(values, input) : (input as Out);
  });
}
