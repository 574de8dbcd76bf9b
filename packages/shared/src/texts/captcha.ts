// Captcha.
export const captchaTitle = 'Wait a minute'
export const captchaText = "Please confirm you're not a bot"
export const captchaUnavailable = 'Login/signup verification not supported in your region'
