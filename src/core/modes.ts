/** The closed sets of words users choose from, in one leaf module every layer may import. */

export const FLOW_TYPES = [
  'smoke',
  'contract',
  'unit',
  'integration',
  'functional',
  'performance',
  'security',
  'e2e',
] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export function isFlowType(value: string): value is FlowType {
  return (FLOW_TYPES as readonly string[]).includes(value);
}
