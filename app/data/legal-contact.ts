/** The data protection officer's address (a placeholder the operator replaces; see README "Legal texts"). */
export const LEGAL_CONTACT = {
  dpoEmail: "dpo@niot.example",
} as const;
