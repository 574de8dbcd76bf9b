// E-mail codes.
export const codeSent = 'Code Sent'
export const codeExpired = 'The verification code has expired.'
