/** The constants behind the rules of spec §5 and §9, shared by the forms and the server. */
export const PASSWORD_PATTERN = '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%^&*]).{8,}$';
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const USERNAME_PATTERN = '^[A-Za-z0-9._]{3,30}$';
export const OTP_PATTERN = '^\\d{6}$';
export const OTP_LENGTH = 6;
export const PHONE_MIN = 5;
export const PASSWORD_MIN = 8;
