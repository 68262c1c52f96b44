/**
 * The query parameter the network's redirect names the network with (the
 * server's LINK_RETURN_PARAM). Apart from the feature's API: the host reads
 * it on every page, the API's code loads with the social modals.
 */
export const LINK_PARAM = 'social_link';
