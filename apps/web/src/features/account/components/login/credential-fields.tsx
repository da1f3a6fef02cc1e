import { useState } from 'react';
import { PasswordField } from '../../../../shared/form/password-field';
import { TextField } from '../../../../shared/form/text-field';

type CredentialErrors = { username?: string; password?: string; captcha?: string };

/** Username and password are required, and so is the captcha once the server asks for it. */
const credentialErrors = (username: string, password: string, captchaMissing: boolean, required: string): CredentialErrors => ({
  ...(username.trim() ? {} : { username: required }),
  ...(password ? {} : { password: required }),
  ...(captchaMissing ? { captcha: required } : {}),
});

/** A sign-in form's username, password and their problems. */
export const useCredentials = () => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  /** Shows what is missing; true when the form may be sent. */
  const validate = (captchaMissing: boolean, required: string): boolean => {
    const found = credentialErrors(username, password, captchaMissing, required);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { username, password, setUsername, setPassword, errors, validate };
};

type CredentialFieldsProps = {
  credentials: ReturnType<typeof useCredentials>;
  labels: { username: string; password: string };
  /** Test ids are `${testIdPrefix}-username` and `${testIdPrefix}-password`. */
  testIdPrefix: string;
};

/** The username and password inputs of a sign-in form (the player's and the agent portal's). */
export const CredentialFields = ({ credentials, labels, testIdPrefix }: CredentialFieldsProps) => (
  <>
    <TextField
      label={labels.username}
      name="username"
      autoComplete="username"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      value={credentials.username}
      onChange={(event) => credentials.setUsername(event.target.value)}
      error={credentials.errors.username}
      required
      data-testid={`${testIdPrefix}-username`}
    />
    <PasswordField
      label={labels.password}
      name="password"
      value={credentials.password}
      onChange={(event) => credentials.setPassword(event.target.value)}
      error={credentials.errors.password}
      required
      data-testid={`${testIdPrefix}-password`}
    />
  </>
);
