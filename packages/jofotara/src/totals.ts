import { GENERAL_SALES_TAX_PERCENT, type InvoiceTaxType } from '@ssc/contracts';

export interface InvoiceTotals {
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
  taxPercent: number;
}

/**
 * Splits what the client paid (fils, tax included) into net + tax. The total is the fact (it is
 * what left the client's account), so the tax is derived from it and the net is the remainder:
 * net + tax is always the total exactly, and the tax is within a fil of net × rate.
 */
export function splitTotal(totalMinor: number, taxType: InvoiceTaxType): InvoiceTotals {
  if (!Number.isSafeInteger(totalMinor) || totalMinor <= 0) {
    throw new RangeError(
      `Invoice total must be a positive whole number of fils, got ${totalMinor}`,
    );
  }
  if (taxType === 'income') {
    return { netMinor: totalMinor, taxMinor: 0, totalMinor, taxPercent: 0 };
  }
  if (taxType !== 'general_sales') {
    throw new RangeError(`Unknown invoice tax type: ${String(taxType)}`);
  }
  const percent = BigInt(GENERAL_SALES_TAX_PERCENT);
  const gross = 100n + percent;
  // round-half-up(total × p / (100 + p)) as floor((2·total·p + (100 + p)) / (2·(100 + p))),
  // in BigInt so no float ever decides a fil.
  const taxMinor = Number((2n * BigInt(totalMinor) * percent + gross) / (2n * gross));
  return {
    netMinor: totalMinor - taxMinor,
    taxMinor,
    totalMinor,
    taxPercent: GENERAL_SALES_TAX_PERCENT,
  };
}

/** 30000 → "30.000": JoFotara amounts are dinars with the three decimals of the fils. */
export function formatFils(minor: number): string {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Amount must be a whole number of fils, got ${minor}`);
  }
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const fils = String(abs % 1000).padStart(3, '0');
  return `${sign}${Math.floor(abs / 1000)}.${fils}`;
}
