// Clipboard: the wallet card says 'Copy Success'; every other copy action the other pair.
export const copySuccess = 'Copy Success'
export const copiedSuccessfully = 'Copy successfully!'
export const copyFailed = 'Replication failed!'
