/**
 * JSON of kadry.bonus_declarations.v1 (proto/kadry/bonus_declarations/v1/bonus_declarations_service.proto).
 * Each type names the message it mirrors; src/app/__tests__/api-types-match-protos.test.ts holds
 * them to the proto (docs/decisions/0005-web-api-types.md).
 *
 * Money is int64 grosze, which proto3 JSON prints as a string ("350000"); the types say so
 * (`Int64`), and `groszeOf` reads either form, as a gateway printing plain numbers is tolerated.
 * Requests send grosze as strings too (protobuf's JSON parser takes both).
 */

/** An int64 as proto3 JSON prints it. */
export type Int64 = string;

/** Whole grosze of an int64 field, whether it came as "350000" or 350000 (0 when absent or not a number). */
export function groszeOf(value: Int64 | number | null | undefined): number {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : 0;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) return 0;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) ? n : 0;
}

/** The int64 JSON of whole grosze. */
export const int64Of = (grosze: number): Int64 => String(Math.trunc(grosze));

export const LogType = { AnnouncementDisplayed: 1, AnnouncementRead: 2, AnnouncementAccepted: 3, DeclarationDisplayed: 4 } as const;
export type LogTypeId = (typeof LogType)[keyof typeof LogType];

/** @proto kadry.bonus_declarations.v1.TierBand */
export interface TierBand {
  incomeUpToGrosze: Int64;
  amountGrosze: Int64;
}

/**
 * A campaign as the server answers it. Not tagged on its own: Campaign travels both ways and its
 * date-named fields arrive revived (Date | string) but are sent as strings, so the check holds it
 * through the tagged CampaignList and CampaignResponse (answers) and SaveCampaignRequest (sent).
 */
export interface Campaign {
  campaignId: number;
  year: number;
  startOn: Date | string;
  endOn: Date | string;
  canPlaceEndOn: Date | string;
  considerationOn: Date | string;
  incomeTaxYear: number;
  alternativeIncomeTaxYear: number;
  tiers: TierBand[];
  taxFreeLimitGrosze: Int64;
  addedDate: string;
  editedDate: string;
}

/**
 * A campaign as the web sends it (dates as yyyy-MM-dd), the body of the campaign writes.
 * @proto kadry.bonus_declarations.v1.Campaign sent
 */
export interface CampaignInput {
  campaignId?: number;
  year: number;
  startOn: string;
  endOn: string;
  canPlaceEndOn: string;
  considerationOn: string;
  incomeTaxYear: number;
  alternativeIncomeTaxYear: number;
  tiers: TierBand[];
  taxFreeLimitGrosze: Int64;
}

/** @proto kadry.bonus_declarations.v1.CampaignList */
export interface CampaignList {
  total: number;
  data: Campaign[];
}

/** @proto kadry.bonus_declarations.v1.SaveCampaignRequest */
export interface SaveCampaignRequest {
  campaignId?: number;
  campaign: CampaignInput;
}

/** @proto kadry.bonus_declarations.v1.CampaignResponse */
export interface CampaignResponse {
  data?: Campaign;
}

/** @proto kadry.bonus_declarations.v1.BonusDeclarationLog */
export interface BonusDeclarationLog {
  bonusDeclarationLogId: number;
  date: string;
  bonusDeclarationLogTypeId: number;
  userId: number;
}

/** @proto kadry.bonus_declarations.v1.AddLogRequest */
export interface AddLogRequest {
  bonusDeclarationLogTypeId: number;
}

/** @proto kadry.bonus_declarations.v1.LogResponse */
export interface LogResponse {
  data?: BonusDeclarationLog;
}

/** @proto kadry.bonus_declarations.v1.SearchLogsRequest */
export interface SearchLogsRequest {
  page: number;
  pageSize: number;
  userId?: number;
  bonusDeclarationLogTypeId?: number;
  /** ISO 8601 with the Warsaw offset. */
  dateFrom?: string;
}

/** @proto kadry.bonus_declarations.v1.LogList */
export interface LogList {
  total: number;
  data: BonusDeclarationLog[];
}

/** The household member's relationship to the declarant (the first member is the declarant). */
export const RELATIONSHIPS = ['declarant', 'spouse', 'partner', 'child', 'other'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** The seven income components of a member, in the order of the form (docs/product.md §9). */
export const INCOME_FIELDS = [
  'incomeGrosze',
  'costsOfObtainingGrosze',
  'socialInsuranceGrosze',
  'taxDueGrosze',
  'alimonyPaidGrosze',
  'childReliefRefundGrosze',
  'taxOverpaymentGrosze',
] as const;
export type IncomeField = (typeof INCOME_FIELDS)[number];

/** @proto kadry.bonus_declarations.v1.HouseholdMember */
export interface HouseholdMember {
  fullName: string;
  relationship: string;
  incomeGrosze: Int64;
  costsOfObtainingGrosze: Int64;
  socialInsuranceGrosze: Int64;
  taxDueGrosze: Int64;
  alimonyPaidGrosze: Int64;
  childReliefRefundGrosze: Int64;
  taxOverpaymentGrosze: Int64;
}

/** @proto kadry.bonus_declarations.v1.DeclarationDraft */
export interface DeclarationDraft {
  taxYear: number;
  householdMembers: HouseholdMember[];
  statementDataTrue: boolean;
  statementDocumentsOnDemand: boolean;
  statementInformationClause: boolean;
}

/** @proto kadry.bonus_declarations.v1.BonusDeclaration */
export interface BonusDeclaration {
  bonusDeclarationId: number;
  campaignId: number;
  campaignYear: number;
  userId: number;
  fullName: string;
  sapNumber: string;
  taxYear: number;
  householdMembers: HouseholdMember[];
  householdMembersCount: number;
  monthlyIncomePerMemberGrosze: Int64;
  tierAmountGrosze: Int64;
  overTaxFreeLimit: boolean;
  statementDataTrue: boolean;
  statementDocumentsOnDemand: boolean;
  statementInformationClause: boolean;
  addedDate: string;
  editedDate: string;
  editable: boolean;
  /** Employed on the campaign's consideration day, as HR's records say now; absent when unknown. */
  employedOnConsiderationDate?: boolean;
}

/** @proto kadry.bonus_declarations.v1.SearchDeclarationsRequest */
export interface SearchDeclarationsRequest {
  page: number;
  pageSize: number;
  sort?: string[];
  search?: string;
  campaignId?: number;
  userId?: number;
  tierAmountGrosze?: Int64;
}

/** @proto kadry.bonus_declarations.v1.DeclarationList */
export interface DeclarationList {
  total: number;
  data: BonusDeclaration[];
}

/** @proto kadry.bonus_declarations.v1.DeclarationResponse */
export interface DeclarationResponse {
  data?: BonusDeclaration;
}

/** @proto kadry.bonus_declarations.v1.DeclarationPreview */
export interface DeclarationPreview {
  householdMembersCount: number;
  annualIncomeGrosze: Int64;
  monthlyIncomePerMemberGrosze: Int64;
  tierAmountGrosze: Int64;
  overTaxFreeLimit: boolean;
}

/** @proto kadry.bonus_declarations.v1.SearchNonDeclarantsRequest */
export interface SearchNonDeclarantsRequest {
  page: number;
  pageSize: number;
  search?: string;
  campaignId?: number;
}

/** @proto kadry.bonus_declarations.v1.NonDeclarant */
export interface NonDeclarant {
  userId: number;
  fullName: string;
  sapNumber: string;
  departmentName: string;
  supervisorFullName: string;
}

/** @proto kadry.bonus_declarations.v1.NonDeclarantList */
export interface NonDeclarantList {
  total: number;
  data: NonDeclarant[];
}

/** @proto kadry.bonus_declarations.v1.DeclarationsSummaryRequest */
export interface DeclarationsSummaryRequest {
  /** 0 or absent: the current campaign. */
  campaignId?: number;
}

/** @proto kadry.bonus_declarations.v1.TierTotal */
export interface TierTotal {
  amountGrosze: Int64;
  declarations: number;
}

/** @proto kadry.bonus_declarations.v1.DeclarationsSummary */
export interface DeclarationsSummary {
  campaignId: number;
  declarations: number;
  benefitTotalGrosze: Int64;
  /** Highest amount first; tiers no one falls in are left out. */
  tiers: TierTotal[];
}
