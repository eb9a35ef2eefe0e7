import type { MessageKey } from '../../contract/messages';
import {
  KB,
  lengthOf,
  PACKAGE_EXTENSIONS,
  PACKAGE_KINDS,
  PACKAGE_NAME_MAX,
  PACKAGE_PRICE_MAX,
  type UploadKind,
} from '../../contract/rules';

/*
 * The paid package rules of spec §5 as the forms check them; the server's schema (contract/packages.ts)
 * gives the same verdict and message (tests/api/packages-rules.test.ts holds the two together).
 */

/** The package form as typed: a name and a price in coins. */
export interface PackageForm {
  name: string;
  price: string;
}
export type PackageField = keyof PackageForm;
export type PackageErrors = Partial<Record<PackageField, MessageKey>>;

export const emptyPackageForm: PackageForm = { name: '', price: '' };

/** Spec §5: the create form takes digits only (anything else typed or pasted is dropped), at most 5. */
export const typedPackagePrice = (value: string) => value.replace(/\D/g, '').slice(0, String(PACKAGE_PRICE_MAX).length);

/** The rules in the server's order (name, then price), so the first error here is the server's answer too. */
export function packageErrors(form: PackageForm): PackageErrors {
  const errors: PackageErrors = {};
  const name = form.name.trim();
  if (name === '' || lengthOf(form.name) > PACKAGE_NAME_MAX) errors.name = 'packageNameRequired';
  if (!/^\d+$/.test(form.price) || Number(form.price) < 1) errors.price = 'packagePriceInvalid';
  else if (Number(form.price) > PACKAGE_PRICE_MAX) errors.price = 'amountTooBig';
  return errors;
}

export const firstPackageError = (errors: PackageErrors): MessageKey | undefined => errors.name ?? errors.price;

/** What the form sends: the name as typed and the price as a number when it is one (else as typed, for the server to refuse). */
export const packageBody = (form: PackageForm) => ({
  media_package_name: form.name,
  media_package_price: /^\d+$/.test(form.price) ? Number(form.price) : form.price,
});

/** A file picked in the add media popup, as its checks read it. */
export interface PickedFile {
  name: string;
  size: number;
}

/** Spec §5 paid package media: the extension lists and sizes of the kind (the server also reads the content). */
export function packageFileError(kind: UploadKind, file: PickedFile | null): MessageKey | undefined {
  if (!file) return 'packageMediaRequired';
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!PACKAGE_EXTENSIONS[kind].includes(ext)) return PACKAGE_KINDS[kind].type;
  if (file.size > PACKAGE_KINDS[kind].maxKb * KB) return PACKAGE_KINDS[kind].tooBig;
  return undefined;
}

/** The accept attribute of the file input of a kind. */
export const acceptOf = (kind: UploadKind) => PACKAGE_EXTENSIONS[kind].map((ext) => `.${ext}`).join(',');
