import { groszeOf, int64Of, INCOME_FIELDS, type BonusDeclaration, type DeclarationDraft, type IncomeField } from './api/types';
import { parseZloty, zlotyInput } from './money';

/** One household member as the form holds it: amounts as typed (złoty, comma decimals). */
export interface MemberForm {
  fullName: string;
  relationship: string;
  amounts: Record<IncomeField, string>;
}

export interface DeclarationForm {
  taxYear: number;
  members: MemberForm[];
  statementDataTrue: boolean;
  statementDocumentsOnDemand: boolean;
  statementInformationClause: boolean;
}

const emptyAmounts = () => Object.fromEntries(INCOME_FIELDS.map((f) => [f, ''])) as Record<IncomeField, string>;

export const newMember = (relationship: string, fullName = ''): MemberForm => ({ fullName, relationship, amounts: emptyAmounts() });

/** A fresh form: the declarant alone, income of the previous tax year. */
export const emptyDeclarationForm = (fullName: string, taxYear: number): DeclarationForm => ({
  taxYear,
  members: [newMember('declarant', fullName)],
  statementDataTrue: false,
  statementDocumentsOnDemand: false,
  statementInformationClause: false,
});

/** The form of a filed declaration (to edit it or show it read-only). */
export function formOf(d: BonusDeclaration): DeclarationForm {
  return {
    taxYear: d.taxYear,
    members: d.householdMembers.map((m) => ({
      fullName: m.fullName,
      relationship: m.relationship,
      amounts: Object.fromEntries(INCOME_FIELDS.map((f) => [f, zlotyInput(groszeOf(m[f]))])) as Record<IncomeField, string>,
    })),
    statementDataTrue: d.statementDataTrue,
    statementDocumentsOnDemand: d.statementDocumentsOnDemand,
    statementInformationClause: d.statementInformationClause,
  };
}

/** Field errors as translation keys: `members.0.fullName`, `members.1.incomeGrosze`, `statements`. */
export function validateDeclaration(form: DeclarationForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.members.length) errors.members = 'bonus.validation.noMembers';
  form.members.forEach((m, i) => {
    if (!m.fullName.trim()) errors[`members.${i}.fullName`] = 'bonus.validation.fullNameRequired';
    for (const f of INCOME_FIELDS) if (parseZloty(m.amounts[f]) === null) errors[`members.${i}.${f}`] = 'bonus.validation.amount';
  });
  if (!Number.isInteger(form.taxYear) || form.taxYear < 2000 || form.taxYear > 2100) errors.taxYear = 'bonus.validation.taxYear';
  if (!form.statementDataTrue || !form.statementDocumentsOnDemand || !form.statementInformationClause)
    errors.statements = 'bonus.validation.statements';
  return errors;
}

/** The draft the server computes from, amounts in grosze; null while an amount cannot be read. */
export function draftOf(form: DeclarationForm): DeclarationDraft | null {
  const members = [];
  for (const m of form.members) {
    const amounts: Partial<Record<IncomeField, string>> = {};
    for (const f of INCOME_FIELDS) {
      const grosze = parseZloty(m.amounts[f]);
      if (grosze === null) return null;
      amounts[f] = int64Of(grosze);
    }
    members.push({ fullName: m.fullName.trim(), relationship: m.relationship, ...(amounts as Record<IncomeField, string>) });
  }
  return {
    taxYear: form.taxYear,
    householdMembers: members,
    statementDataTrue: form.statementDataTrue,
    statementDocumentsOnDemand: form.statementDocumentsOnDemand,
    statementInformationClause: form.statementInformationClause,
  };
}
