/** What the visitor typed on the /auth screen; kept above the views, so nothing is lost on an error or a tab switch. */
export interface AuthFields {
  email: string;
  password: string;
  firstName: string;
  newPassword: string;
}

export type SetField = (name: keyof AuthFields, value: string) => void;

export const emptyFields: AuthFields = { email: '', password: '', firstName: '', newPassword: '' };
